// A JWT helper of another module that sets the audience to its parameter `tool` (`setAudience(tool)`): a call passing a
// literal there names its tool, even where tools are declared as a table the file does not register
// (`export const tools = { send_payout: { run } }`); a call passing something else leaves the state bound to no tool.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-jwt-audience-'));
writeFileSync(
  join(project, 'state.js'),
  lines(
    "import { SignJWT } from 'jose';",
    'const secret = new TextEncoder().encode(process.env.STATE_SECRET);',
    'export async function issueState(claims, user, tool) {',
    "  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(user).setAudience(tool).setExpirationTime('5m').sign(secret);",
    '}',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const table = (audience: string) =>
  lines(
    "import { issueState } from './state.js';",
    'export const tools = {',
    '  send_payout: {',
    '    async run(p, caller) {',
    `      return { resultType: 'input_required', inputRequests: {}, requestState: await issueState({ n: 1 }, caller.userId, ${audience}) };`,
    '    },',
    '  },',
    '};',
  );

testRule('require-state-binding', rule, {
  valid: [{ name: "the tool's name passed as text", filename: join(project, 'named.js'), code: table("'send_payout'") }],
  invalid: [
    {
      name: "the caller's organisation passed for the tool",
      filename: join(project, 'org.js'),
      code: table('caller.orgId'),
      errors: [{ messageId: 'helperMissingSignedFields', data: { helper: 'issueState', specifier: './state.js', missing: 'the tool', fields: "tool (the tool's name)", them: 'it' }, line: 5, column: 85, endLine: 5, endColumn: 134 }],
    },
  ],
});
