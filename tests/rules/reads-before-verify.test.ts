// A verify written after a read does not cover it: a handler that peeks at the client's state through a decoding
// helper (another module's `peek`, `jwt.decode` inside) on its way out, and verifies it only further down.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-sealed-state.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-peek-'));
writeFileSync(
  join(project, 'tokens.js'),
  lines(
    "import jwt from 'jsonwebtoken';",
    "export const redeem = (token, sub) => jwt.verify(token, process.env.STATE_KEY, { algorithms: ['HS256'], subject: sub });",
    'export const peek = (token) => jwt.decode(token);',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const handler = (cancelled: string, verified = 'redeem(params.requestState, user)') =>
  lines(
    "import { peek, redeem } from './tokens.js';",
    '',
    'export async function run(params, user, db) {',
    '  if (params.inputResponses?.confirm?.action !== "accept") {',
    `    const pending = ${cancelled};`,
    '    await db.unlock(pending.accountIds);',
    '    return { content: [] };',
    '  }',
    `  const state = ${verified};`,
    '  return db.merge(state.accountIds);',
    '}',
  );

testRule('require-sealed-state', rule, {
  valid: [
    { name: 'the cancelled branch verifies too', filename: join(project, 'verified.js'), code: handler('redeem(params.requestState, user)') },
  ],
  invalid: [
    {
      name: 'the cancelled branch peeks; the verify below runs after it',
      filename: join(project, 'peek.js'),
      code: handler('peek(params.requestState)'),
      errors: [{ messageId: 'unverifiedStateHelper', data: { helper: 'peek', specifier: './tokens.js', sealModule: 'eslint-plugin-mcp-state/seal', hint: '' }, line: 5, column: 21, endLine: 5, endColumn: 46 }],
    },
  ],
});
