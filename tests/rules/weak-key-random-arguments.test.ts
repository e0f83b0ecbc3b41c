// Random bytes made where they are handed to a helper that makes them a key (`importHmac(raw)` with
// `raw = crypto.getRandomValues(new Uint8Array(8))`): how many bytes they have is written at the call, so the key is
// judged there, in the same file or through a helper of another module.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-weak-state-key.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-random-arguments-'));
const write = (name: string, ...rows: string[]) => writeFileSync(join(project, name), lines(...rows));
write(
  'hmac.js',
  'export async function importHmac(raw) {',
  "  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);",
  '}',
  'export async function macOf(key, body) {',
  "  return crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body));",
  '}',
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const at = (name: string) => join(project, name);

const localHelper = [
  'async function importHmac(raw) {',
  "  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);",
  '}',
];

testRule('no-weak-state-key', rule, {
  valid: [
    {
      name: '32 random bytes handed to the helper: a key of full strength, made per process (allowed by default)',
      code: lines(...localHelper, 'export const key = await importHmac(crypto.getRandomValues(new Uint8Array(32)));'),
    },
    {
      name: '8 random bytes handed to a helper parameter that is no key (a nonce)',
      code: lines(
        'async function seal(body, nonce) {',
        "  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(process.env.STATE_KEY), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);",
        "  return crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body + nonce));",
        '}',
        "export const sealed = seal('x', crypto.getRandomValues(new Uint8Array(8)));",
      ),
    },
    {
      name: '8 random bytes handed to an imported function that is no key taker',
      filename: at('server.js'),
      code: lines("import { randomBytes } from 'node:crypto';", "import { importHmac } from './hmac.js';", 'export const id = String(randomBytes(8));', 'export const key = importHmac(process.env.STATE_KEY);'),
    },
  ],
  invalid: [
    {
      name: '8 random bytes made in a function of the file and handed to its helper that imports them as an HMAC key',
      code: lines(
        ...localHelper,
        'export async function throwawayKey() {',
        '  const raw = crypto.getRandomValues(new Uint8Array(8));',
        "  return { kid: 'local', key: await importHmac(raw) };",
        '}',
      ),
      errors: [{ messageId: 'shortKey', data: { use: 'imported secret key', bits: '64' }, line: 6, column: 48, endLine: 6, endColumn: 51 }],
    },
    {
      name: "16 random bytes of node:crypto handed to another module's helper where they are made",
      filename: at('server.js'),
      code: lines("import { randomBytes } from 'node:crypto';", "import { importHmac } from './hmac.js';", 'export const key = await importHmac(randomBytes(16));'),
      errors: [{ messageId: 'shortKey', data: { use: 'imported secret key', bits: '128' }, line: 3, column: 37, endLine: 3, endColumn: 52 }],
    },
  ],
});
