// A key that is public on one of its paths: a function of another module that returns the configured key when there is
// one and a hash of public facts otherwise (as a member of the object it returns, `const { key } = resolveStateKey(env)`,
// taken from a dynamic import through a barrel), or a key list that is the configured keys or `[machineKey()]`. Handed to
// a helper whose parameter becomes a key (an options parameter destructured with a default, `{ key } = {}`; a list
// whose element signs, `const [current] = keys`), it is reported at the call as a fallback to public facts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-weak-state-key.js';
import { commonJs, lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-public-alternatives-'));
const write = (name: string, ...rows: string[]) => writeFileSync(join(project, name), lines(...rows));
mkdirSync(join(project, 'security'));
mkdirSync(join(project, 'lib'));
write(
  'security/state-key.js',
  "import { createHash, randomBytes } from 'node:crypto';",
  'function fromEnvironment(env) {',
  '  const raw = env.REFUND_STATE_KEY;',
  '  if (!raw) return null;',
  "  return Buffer.from(raw, 'base64');",
  '}',
  'function ephemeralKey() {',
  "  return createHash('sha256').update(`${process.pid}:${process.ppid}:${Date.now()}`).digest();",
  '}',
  'export default function resolveStateKey(env = process.env) {',
  '  const configured = fromEnvironment(env);',
  "  if (configured) return { key: configured, source: 'env' };",
  "  return { key: ephemeralKey(), source: 'ephemeral' };",
  '}',
  'export function strictStateKey(env = process.env) {',
  '  const configured = fromEnvironment(env);',
  "  if (configured) return { key: configured, source: 'env' };",
  "  throw new Error('REFUND_STATE_KEY is not set');",
  '}',
  'export function randomStateKey(env = process.env) {',
  "  return { key: fromEnvironment(env) ?? randomBytes(32), label: createHash('sha256').update(`${process.pid}`).digest() };",
  '}',
);
write('security/index.js', "export { default as resolveStateKey, strictStateKey, randomStateKey } from './state-key.js';", "export { createRefundState } from './refund-state.js';");
write(
  'security/refund-state.js',
  "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
  'export function createRefundState({ key, ttlSeconds = 300 } = {}) {',
  '  const codec = createRequestStateCodec({ key, ttlSeconds, bind: (ctx) => ctx.http.authInfo.clientId });',
  '  return { mint: (payload, ctx) => codec.mint(payload, ctx), verify: (state, ctx) => codec.verify(state, ctx) };',
  '}',
);
write('lib/package.json', '{ "type": "commonjs" }');
write(
  'lib/keys.js',
  "const os = require('node:os');",
  'function parseKeyList(raw) {',
  "  return raw.split(',').map((part) => Buffer.from(part.trim(), 'base64'));",
  '}',
  'function machineFallbackKey() {',
  "  return Buffer.from(`invoice-approver:${os.hostname()}:${os.userInfo().username}`, 'utf8');",
  '}',
  'function loadSigningKeys(env = process.env) {',
  '  const raw = env.APPROVER_STATE_KEYS;',
  '  if (raw) return parseKeyList(raw);',
  '  return [machineFallbackKey()];',
  '}',
  'module.exports = { loadSigningKeys };',
);
write(
  'lib/seal.js',
  "const { createHmac } = require('node:crypto');",
  'function mac(key, body) {',
  "  return createHmac('sha256', key).update(body).digest('base64url');",
  '}',
  'function createSealer(keys) {',
  '  const [current] = keys;',
  '  return { seal: (body) => `${body}.${mac(current, body)}` };',
  '}',
  'module.exports = { createSealer };',
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const at = (name: string) => join(project, name);

const dependencies = (resolver: string) =>
  lines(
    'export async function defaultDependencies(env = process.env) {',
    `  const { ${resolver}, createRefundState } = await import('./security/index.js');`,
    `  const { key } = ${resolver}(env);`,
    '  return createRefundState({ key });',
    '}',
  );

testRule('no-weak-state-key', rule, {
  valid: [
    {
      name: 'a resolver that throws when the configured key is missing',
      filename: at('index.js'),
      code: dependencies('strictStateKey'),
    },
    {
      name: 'a resolver whose key falls back to 32 random bytes (a hash of the pid is only its label)',
      filename: at('index.js'),
      code: dependencies('randomStateKey'),
    },
    {
      name: 'the key list handed to a function that does not sign with it',
      filename: at('main.js'),
      code: lines("const { loadSigningKeys } = require('./lib/keys');", 'const keys = loadSigningKeys();', 'module.exports = { count: keys.length };'),
      languageOptions: commonJs,
    },
  ],
  invalid: [
    {
      name: "a member of another module's result that is the configured key or a hash of pid and clock, taken from a dynamic import through a barrel",
      filename: at('index.js'),
      code: dependencies('resolveStateKey'),
      errors: [
        {
          messageId: 'literalFallbackHelper',
          data: { use: 'request-state codec key', helper: 'resolveStateKey', specifier: './security/index.js', fallback: 'public facts (host, process, package)', source: 'the configured key' },
          line: 4,
          column: 30,
          endLine: 4,
          endColumn: 33,
        },
      ],
    },
    {
      name: "a key list that is the configured keys or one made from the host's and the user's names, whose first key signs",
      filename: at('main.js'),
      code: lines("const { loadSigningKeys } = require('./lib/keys');", "const { createSealer } = require('./lib/seal');", 'const keys = loadSigningKeys();', 'module.exports = createSealer(keys);'),
      languageOptions: commonJs,
      errors: [
        {
          messageId: 'literalFallbackHelper',
          data: { use: 'HMAC key', helper: 'loadSigningKeys', specifier: './lib/keys', fallback: 'public facts (host, process, package)', source: 'the configured key' },
          line: 4,
          column: 31,
          endLine: 4,
          endColumn: 35,
        },
      ],
    },
  ],
});
