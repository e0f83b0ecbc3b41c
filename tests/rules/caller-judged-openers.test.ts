// An opener of another module that leaves the user, the tool and the expiry to its callers (exported, taking none of
// them) is judged at each call: in a function that answers `input_required` and reads the client's state from its
// parameter (`c.requestState`, whoever dispatches it), by what is compared around the call, written here or in a
// project function handed what it returned (`sameBinding(st, c)`, `isFresh(st.exp, now)`), and in the unit its
// module writes the expiry in. The opener checks a MAC against each key of a rotation list.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-caller-openers-'));
const write = (name: string, ...rows: string[]) => writeFileSync(join(project, name), lines(...rows));
write(
  'state.js',
  "import { createHmac } from 'node:crypto';",
  'const ring = [process.env.STATE_KEY, process.env.OLD_STATE_KEY];',
  "const macFor = (key, body) => createHmac('sha256', key).update(body).digest('base64url');",
  'export function pack(fields) {',
  "  const body = Buffer.from(JSON.stringify({ ...fields, exp: Date.now() + 300000 })).toString('base64url');",
  "  return body + '.' + macFor(ring[0], body);",
  '}',
  'export function unpack(token) {',
  "  const [body, given] = token.split('.');",
  '  const accepted = ring.map((key) => macFor(key, body));',
  '  if (!accepted.includes(given)) return null;',
  "  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
  '}',
);
write(
  'checks.js',
  'export const sameBinding = (st, c) => st.login === c.login && st.tool === c.tool;',
  'export const isFresh = (exp, now) => now < exp + 5000;',
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const tool = (...checks: string[]) =>
  lines(
    "import { pack, unpack } from './state.js';",
    "import { sameBinding, isFresh } from './checks.js';",
    'export async function labelIssue(c) {',
    '  if (!c.requestState) {',
    "    return { resultType: 'input_required', inputRequests: {}, requestState: pack({ login: c.login, tool: 'label', issue: c.args.issue }) };",
    '  }',
    '  const st = unpack(c.requestState);',
    ...checks,
    '  return { content: [{ type: "text", text: String(st.issue) }] };',
    '}',
  );

const procedure = lines(
  "import { pack, unpack } from './state.js';",
  'export const label = async ({ input, ctx }) => {',
  '  if (!ctx.requestState) {',
  "    return { resultType: 'input_required', inputRequests: {}, requestState: pack({ login: ctx.login, tool: 'label', issue: input.issue }) };",
  '  }',
  '  const st = unpack(ctx.requestState);',
  "  if (!st || st.login !== ctx.login || st.tool !== 'label') return { isError: true, content: [] };",
  '  return { content: [{ type: "text", text: String(st.issue) }] };',
  '};',
);

testRule('require-state-binding', rule, {
  valid: [
    {
      name: 'user, tool and expiry compared here, in milliseconds',
      filename: join(project, 'here.js'),
      code: tool("  if (!st || st.login !== c.login || st.tool !== 'label' || st.exp < Date.now()) return { isError: true, content: [] };"),
    },
    {
      name: 'user and tool compared by one helper, the expiry by another',
      filename: join(project, 'helpers.js'),
      code: tool('  if (!st || !sameBinding(st, c) || !isFresh(st.exp, Date.now())) return { isError: true, content: [] };'),
    },
  ],
  invalid: [
    {
      name: 'user and tool compared, the expiry never',
      filename: join(project, 'no-expiry.js'),
      code: tool("  if (!st || st.login !== c.login || st.tool !== 'label') return { isError: true, content: [] };"),
      errors: [{ messageId: 'helperSkipsChecks', data: { helper: 'unpack', specifier: './state.js', missing: 'the expiry', replay: 'after it expired', fields: 'the expiry with the clock' }, line: 7, column: 14, endLine: 7, endColumn: 36 }],
    },
    {
      name: "a router procedure's destructured context, the expiry never compared",
      filename: join(project, 'procedure.js'),
      code: procedure,
      errors: [{ messageId: 'helperSkipsChecks', data: { helper: 'unpack', specifier: './state.js', missing: 'the expiry', replay: 'after it expired', fields: 'the expiry with the clock' }, line: 6, column: 14, endLine: 6, endColumn: 38 }],
    },
    {
      name: 'the expiry written in milliseconds compared with seconds',
      filename: join(project, 'seconds.js'),
      code: tool(
        "  if (!st || st.login !== c.login || st.tool !== 'label') return { isError: true, content: [] };",
        '  if (st.exp < Math.floor(Date.now() / 1000)) return { isError: true, content: [] };',
      ),
      errors: [{ messageId: 'mixedUnits', data: { name: 'labelIssue', field: 'exp', written: 'milliseconds', checked: 'seconds', comparison: 'st.exp < Math.floor(Date.now() / 1000)', effect: 'never expires' }, line: 9, column: 7, endLine: 9, endColumn: 45 }],
    },
  ],
});
