// A random key made in another module and handed out by a getter (`let current = crypto.getRandomValues(new
// Uint8Array(KEY_BYTES))`, `stateKey()` returning it): its size is read where the bytes are made.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-weak-state-key.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-random-helper-'));
const keyModule = (bytes: number) =>
  lines(
    `const KEY_BYTES = ${bytes};`,
    'let current = crypto.getRandomValues(new Uint8Array(KEY_BYTES));',
    'export function stateKey() {',
    '  return current;',
    '}',
    'export function regenerateStateKey() {',
    '  current = crypto.getRandomValues(new Uint8Array(KEY_BYTES));',
    '}',
  );
writeFileSync(join(project, 'short-key.js'), keyModule(8));
writeFileSync(join(project, 'long-key.js'), keyModule(32));
afterAll(() => rmSync(project, { recursive: true, force: true }));

const signer = (keyModuleName: string) =>
  lines(
    "import { SignJWT } from 'jose';",
    `import { stateKey } from './${keyModuleName}';`,
    'export const issue = (sub, tool) =>',
    "  new SignJWT({ tool }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setExpirationTime('5m').sign(stateKey());",
  );

testRule('no-weak-state-key', rule, {
  valid: [{ name: '32 random bytes', filename: join(project, 'long.js'), code: signer('long-key.js') }],
  invalid: [
    {
      name: '8 random bytes, made in the key module',
      filename: join(project, 'short.js'),
      code: signer('short-key.js'),
      errors: [{ messageId: 'shortKeyHelper', data: { use: 'JWT signing key', helper: 'stateKey', specifier: './short-key.js', bits: '64' }, line: 4, column: 107, endLine: 4, endColumn: 117 }],
    },
  ],
});
