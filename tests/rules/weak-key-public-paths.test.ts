// A key made only of public facts, followed along the path its value takes: a class's static (private) field given
// the result of another module's function, a module variable that function fills once (`cached = fromEnv() ??
// derivedLocalKey()`), a copy of the digest (`new Uint8Array(digest)`), and the package's name and version read from
// its package.json at run time; a part of a public fact (`os.userInfo().username`) is one too. The variable whose
// fallback it is (read in another function of that module) is named.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-weak-state-key.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-public-paths-'));
const write = (name: string, ...rows: string[]) => writeFileSync(join(project, name), lines(...rows));
write(
  'keys.js',
  "import { createHash } from 'node:crypto';",
  "import { readFileSync } from 'node:fs';",
  "import os from 'node:os';",
  'function readPackageInfo() {',
  "  const parsed = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));",
  "  return { name: parsed.name ?? 'deploy-gate', version: parsed.version ?? '0.0.0' };",
  '}',
  'function fromEnv() {',
  '  const raw = process.env.GATE_SIGNING_KEY;',
  '  if (!raw) return undefined;',
  "  return new Uint8Array(Buffer.from(raw, 'base64url'));",
  '}',
  'function derivedLocalKey() {',
  '  const pkg = readPackageInfo();',
  "  const digest = createHash('sha256').update(`${pkg.name}@${pkg.version}/approvals`).digest();",
  '  return new Uint8Array(digest);',
  '}',
  'let cached;',
  'export function gateSigningKey() {',
  '  if (!cached) cached = fromEnv() ?? derivedLocalKey();',
  '  return cached;',
  '}',
  'function readConfig() {',
  "  return JSON.parse(readFileSync(new URL('../config.json', import.meta.url), 'utf8'));",
  '}',
  'let configured;',
  'export function configuredKey() {',
  "  if (!configured) configured = fromEnv() ?? createHash('sha256').update(readConfig().name).digest();",
  '  return configured;',
  '}',
  'export function userKey() {',
  "  return createHash('sha256').update(`${os.hostname()}:${os.userInfo().username}`).digest();",
  '}',
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const at = (name: string) => join(project, name);

testRule('no-weak-state-key', rule, {
  valid: [
    {
      name: 'a hash of a config file that is not the package manifest (what it holds is not known)',
      filename: at('tokens.js'),
      code: lines(
        "import { SignJWT } from 'jose';",
        "import { configuredKey } from './keys.js';",
        'export class GateTokens {',
        '  static #key = configuredKey();',
        '  static issue(claims) {',
        "    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('5m').sign(GateTokens.#key);",
        '  }',
        '}',
      ),
    },
    {
      name: "a static field given the environment's key alone",
      filename: at('tokens.js'),
      code: lines(
        "import { SignJWT } from 'jose';",
        'export class GateTokens {',
        "  static #key = new TextEncoder().encode(process.env.GATE_SIGNING_KEY);",
        '  static issue(claims) {',
        "    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('5m').sign(GateTokens.#key);",
        '  }',
        '}',
      ),
    },
  ],
  invalid: [
    {
      name: "a static private field given another module's key, which falls back to a hash of the package's name and version read at run time",
      filename: at('tokens.js'),
      code: lines(
        "import { SignJWT } from 'jose';",
        "import { gateSigningKey } from './keys.js';",
        'export class GateTokens {',
        '  static #key = gateSigningKey();',
        '  static issue(claims) {',
        "    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('5m').sign(GateTokens.#key);",
        '  }',
        '}',
      ),
      errors: [
        {
          messageId: 'literalFallbackHelper',
          data: { use: 'JWT signing key', helper: 'gateSigningKey', specifier: './keys.js', fallback: 'public facts (host, process, package)', source: 'GATE_SIGNING_KEY' },
          line: 6,
          column: 98,
          endLine: 6,
          endColumn: 113,
        },
      ],
    },
    {
      name: "a key of the host's and the user's names (a part of what os.userInfo() gives)",
      filename: at('sealer.js'),
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { userKey } from './keys.js';",
        'const key = userKey();',
        "export const seal = (body) => `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;",
      ),
      errors: [{ messageId: 'publicKeyHelper', data: { use: 'HMAC key', helper: 'userKey', specifier: './keys.js' }, line: 4, column: 63, endLine: 4, endColumn: 66 }],
    },
    {
      name: "a key hashed from the host's and the package's names joined, the fallback of a configured key",
      filename: at('joined.js'),
      code: lines(
        "import { createHash, createHmac } from 'node:crypto';",
        "import os from 'node:os';",
        "import pkg from './package.json' with { type: 'json' };",
        'function deriveKey() {',
        "  if (process.env.STATE_KEY) return Buffer.from(process.env.STATE_KEY, 'base64');",
        "  return createHash('sha256').update([os.hostname(), pkg.name, pkg.version].join(':')).digest();",
        '}',
        'const key = deriveKey();',
        "export const seal = (body) => `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;",
      ),
      errors: [{ messageId: 'literalFallback', line: 9, column: 63, endLine: 9, endColumn: 66 }],
    },
  ],
});
