// A key parameter handed on from module to module, and nested in what a call passes: a Worker's `fetch` hands
// `{ settings }` to a dispatcher of its own, which hands it whole to another module's tool handler, which passes
// `settings.statePassphrase` to a third module's `encryptState(passphrase, …)`, whose PBKDF2 import makes it the state
// key. The summary of each function names the member (`['settings', 'statePassphrase']` of parameter 1), so the call that
// passes the settings is judged by the member's value, read where the settings are made.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-weak-state-key.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-handed-on-'));
const write = (name: string, ...rows: string[]) => writeFileSync(join(project, name), lines(...rows));
write(
  'state-crypto.js',
  'const enc = new TextEncoder();',
  'async function stateKey(passphrase) {',
  "  const material = await crypto.subtle.importKey('raw', enc.encode(passphrase), 'PBKDF2', false, ['deriveKey']);",
  "  return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt: enc.encode('state/v1'), iterations: 100000 }, material, { name: 'AES-GCM', length: 256 }, false, ['encrypt']);",
  '}',
  'export async function encryptState(passphrase, value) {',
  '  const key = await stateKey(passphrase);',
  '  const iv = crypto.getRandomValues(new Uint8Array(12));',
  "  return crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, enc.encode(JSON.stringify(value)));",
  '}',
);
write(
  'env.js',
  'export function readSettings(env) {',
  "  return { statePassphrase: env.STATE_PASSPHRASE || env.WORKER_NAME || 'warehouse-mcp', apiBase: env.API_BASE || 'https://api.example' };",
  '}',
  'export function readCheckedSettings(env) {',
  "  if (!env.STATE_PASSPHRASE) throw new Error('STATE_PASSPHRASE is not set');",
  '  return { statePassphrase: env.STATE_PASSPHRASE };',
  '}',
);
write(
  'tools.js',
  "import { encryptState } from './state-crypto.js';",
  'export async function callTool(params, { settings }) {',
  "  return { resultType: 'input_required', requestState: await encryptState(settings.statePassphrase, params.arguments) };",
  '}',
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const at = (name: string) => join(project, name);

const worker = (settings: string) =>
  lines(
    "import { readSettings, readCheckedSettings } from './env.js';",
    "import { callTool } from './tools.js';",
    'async function dispatch(message, ctx) {',
    '  return callTool(message.params, ctx);',
    '}',
    'export default {',
    '  async fetch(request, env) {',
    `    const settings = ${settings};`,
    '    return Response.json(await dispatch(await request.json(), { settings, request }));',
    '  },',
    '};',
  );

testRule('no-weak-state-key', rule, {
  valid: [
    {
      name: 'settings whose passphrase is the secret binding, or the Worker fails',
      filename: at('index.js'),
      code: worker('readCheckedSettings(env)'),
    },
    {
      name: 'settings written here from the secret binding alone',
      filename: at('index.js'),
      code: worker('{ statePassphrase: env.STATE_PASSPHRASE }'),
    },
  ],
  invalid: [
    {
      name: "settings another module makes, whose passphrase falls back to a literal, handed on through a dispatcher and a tool handler to a PBKDF2 import",
      filename: at('index.js'),
      code: worker('readSettings(env)'),
      errors: [
        {
          messageId: 'literalFallbackHelper',
          data: { use: 'imported secret key', helper: 'readSettings.statePassphrase', specifier: './env.js', fallback: 'a literal written in the source code', source: 'the configured key' },
          line: 9,
          column: 65,
          endLine: 9,
          endColumn: 73,
        },
      ],
    },
    {
      name: 'a literal passphrase written in the settings handed on',
      filename: at('index.js'),
      code: worker("{ statePassphrase: 'warehouse-mcp' }"),
      errors: [{ messageId: 'literalKey', data: { use: 'imported secret key', size: ' and is only 13 bytes long' }, line: 8, column: 24, endLine: 8, endColumn: 56 }],
    },
  ],
});
