// A key's `?? ''` fallback refused by a startup check its own module runs when imported (`assertEnv();`), directly or
// by recording the problem in a list it throws on.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-weak-state-key.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-startup-checks-'));
const envModule = (name: string, tail: string[]) =>
  writeFileSync(
    join(project, name),
    lines(
      'const MIN_SECRET_BYTES = 32;',
      "export const STATE_SECRET = process.env.STATE_SECRET ?? '';",
      "export const API_TOKEN = process.env.API_TOKEN ?? '';",
      'export function assertEnv() {',
      '  const problems = [];',
      "  if (Buffer.byteLength(STATE_SECRET, 'utf8') < MIN_SECRET_BYTES) problems.push('STATE_SECRET is too short');",
      "  if (API_TOKEN === '') problems.push('API_TOKEN is required');",
      '  if (problems.length > 0) {',
      "    throw new Error(problems.join('; '));",
      '  }',
      '}',
      ...tail,
    ),
  );
envModule('checked-env.js', ['assertEnv();']);
envModule('unchecked-env.js', []);
writeFileSync(
  join(project, 'logged-env.js'),
  lines(
    "export const STATE_SECRET = process.env.STATE_SECRET ?? '';",
    'function assertEnv() {',
    '  const problems = [];',
    "  if (STATE_SECRET.length < 32) problems.push('STATE_SECRET is too short');",
    '  if (problems.length > 0) console.warn(problems);',
    '}',
    'assertEnv();',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const signer = (from: string) =>
  lines(
    "import { createHmac } from 'node:crypto';",
    `import { STATE_SECRET } from './${from}';`,
    "export const mac = (body) => createHmac('sha512', STATE_SECRET).update(body).digest('base64url');",
  );

testRule('no-weak-state-key', rule, {
  valid: [
    {
      name: "the key's module runs its length check when imported, throwing on the problems it recorded",
      filename: join(project, 'signing.js'),
      code: signer('checked-env.js'),
    },
    {
      name: 'a check run at import that throws itself, through a const arrow function',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "const KEY = process.env.STATE_KEY ?? '';",
        'const check = () => {',
        "  if (KEY.length < 32) throw new Error('STATE_KEY must be 32 bytes');",
        '};',
        'check();',
        "export const mac = (body) => createHmac('sha256', KEY).update(body).digest('hex');",
      ),
    },
  ],
  invalid: [
    {
      name: 'the same check exported but never run when the module is imported',
      filename: join(project, 'signing.js'),
      code: signer('unchecked-env.js'),
      errors: [{ messageId: 'literalFallbackHelper', line: 3, column: 51, endLine: 3, endColumn: 63 }],
    },
    {
      name: 'a check run at import that only logs the problems it recorded',
      filename: join(project, 'signing.js'),
      code: signer('logged-env.js'),
      errors: [{ messageId: 'literalFallbackHelper', line: 3, column: 51, endLine: 3, endColumn: 63 }],
    },
    {
      name: 'a check run at import whose length bound the fallback passes',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "const KEY = process.env.STATE_KEY ?? 'dev-key-that-is-long-enough-to-pass';",
        'function check() {',
        "  if (KEY.length < 32) throw new Error('STATE_KEY must be 32 bytes');",
        '}',
        'check();',
        "export const mac = (body) => createHmac('sha256', KEY).update(body).digest('hex');",
      ),
      errors: [{ messageId: 'literalFallback', line: 7, column: 51, endLine: 7, endColumn: 54 }],
    },
  ],
});
