// A signer class named for state that keeps its lifetime in a constructor parameter property and adds it to the clock
// (`exp: this.now() + this.ttlMs`, the clock itself a parameter property defaulting to `Date.now`) makes what `new`
// passes there the state's lifetime, judged at the construction: a number written there, or a constant imported.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-constructor-lifetimes-'));
writeFileSync(
  join(project, 'StateSigner.ts'),
  lines(
    "import { createHmac } from 'node:crypto';",
    'export class StateSigner {',
    '  constructor(private readonly key: Buffer, private readonly ttlMs: number, private readonly now: () => number = Date.now) {}',
    '  sign(data: { sub: string; tool: string }): string {',
    "    const body = Buffer.from(JSON.stringify({ exp: this.now() + this.ttlMs, data })).toString('base64url');",
    "    return `${body}.${createHmac('sha256', this.key).update(body).digest('base64url')}`;",
    '  }',
    '}',
  ),
);
writeFileSync(join(project, 'constants.ts'), lines('export const STATE_TTL_MS = 60 * 60 * 1000;', 'export const SHORT_TTL_MS = 5 * 60 * 1000;'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

const server = (ttl: string) =>
  lines("import { StateSigner } from './StateSigner';", "import { SHORT_TTL_MS, STATE_TTL_MS } from './constants';", `export const signer = new StateSigner(Buffer.from(process.env.STATE_KEY!, 'base64'), ${ttl});`);

testRule('require-state-binding', rule, {
  valid: [{ name: 'a class of no state in sight: a plain number', code: 'export const retries = new Array(60 * 60 * 1000);' }],
  invalid: [],
  typescriptOnly: {
    valid: [
      { name: 'five minutes', filename: join(project, 'short.ts'), code: server('5 * 60 * 1000') },
      { name: 'five minutes, a constant of another module', filename: join(project, 'short-imported.ts'), code: server('SHORT_TTL_MS') },
    ],
    invalid: [
      {
        name: 'an hour, in milliseconds',
        filename: join(project, 'long.ts'),
        code: server('60 * 60 * 1000'),
        errors: [{ messageId: 'ttlTooLong', data: { ttl: '1 h', max: '10 min', maxSeconds: '600' }, line: 3, column: 86, endLine: 3, endColumn: 100 }],
      },
      {
        name: 'an hour, a constant of another module',
        filename: join(project, 'long-imported.ts'),
        code: server('STATE_TTL_MS'),
        errors: [{ messageId: 'ttlTooLong', data: { ttl: '1 h', max: '10 min', maxSeconds: '600' }, line: 3, column: 86, endLine: 3, endColumn: 98 }],
      },
    ],
  },
});
