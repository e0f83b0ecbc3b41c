// A verifier that answers rather than throws (`{ ok, value }`, a boolean) proves nothing in the branch its refusal
// takes: a fallback that decodes the client's token there (`verified.ok ? verified.value : peekState(raw)`, or after
// `if (verified.ok) return …`) reads forged state. After `if (!verified.ok) throw …` the token has passed.
import rule from '../../rules/require-sealed-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('refused-verdicts');
write('package.json', '{ "type": "module" }');
write(
  'state.js',
  lines(
    "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
    "const codec = createRequestStateCodec({ key: Buffer.from(process.env.STATE_KEY, 'base64'), ttlSeconds: 300, bind: (ctx) => ctx.http.authInfo.extra.userId });",
    'export async function readState(raw, tool, ctx) {',
    '  try {',
    '    const payload = await codec.verify(raw, ctx);',
    "    if (payload.tool !== tool) return { ok: false, reason: 'tool' };",
    '    return { ok: true, value: payload };',
    '  } catch (error) {',
    '    return { ok: false, reason: String(error) };',
    '  }',
    '}',
    'export function peekState(raw) {',
    "  const [, body] = raw.split('.');",
    "  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')).p;",
    '}',
  ),
);

/** A tool reading its state through `readState`, then `body` (the lines after the verdict). */
const tool = (...body: string[]) =>
  lines(
    "import { readState, peekState } from './state.js';",
    'export async function resume(ctx) {',
    '  const raw = ctx.mcpReq.requestState();',
    "  const verified = await readState(raw, 'refund', ctx);",
    ...body,
    '}',
  );

const unverifiedRead = (line: number, column: number, endColumn: number) => ({
  messageId: 'unverifiedStateHelper' as const,
  data: { helper: 'peekState', specifier: './state.js', sealModule: 'eslint-plugin-mcp-state/seal', hint: '' },
  line,
  column,
  endLine: line,
  endColumn,
});

testRule('require-sealed-state', rule, {
  valid: [
    { name: 'a refusal that throws before the token is decoded', filename: path('checked.js'), code: tool('  if (!verified.ok) throw new Error(verified.reason);', '  return peekState(raw).amount;') },
    { name: 'a refusal that answers nothing', filename: path('nothing.js'), code: tool('  const state = verified.ok ? verified.value : null;', '  return state?.amount;') },
    { name: 'a decode where the verdict passed', filename: path('passed.js'), code: tool('  if (verified.ok) return peekState(raw).amount;', '  return 0;') },
  ],
  invalid: [
    {
      name: 'a fallback to the decoded token when the verdict refuses',
      filename: path('fallback.js'),
      code: tool('  const state = verified.ok ? verified.value : peekState(raw);', '  return state.amount;'),
      errors: [unverifiedRead(5, 48, 62)],
    },
    {
      name: 'a decode after a branch that leaves when the verdict passed',
      filename: path('after-pass.js'),
      code: tool('  if (verified.ok) return verified.value.amount;', '  return peekState(raw).amount;'),
      errors: [unverifiedRead(6, 10, 24)],
    },
    {
      name: 'a decode in the branch of a failed verdict',
      filename: path('failed-branch.js'),
      code: tool('  if (verified.error) {', "    console.warn('stale state', verified.error);", '    return peekState(raw).amount;', '  }', '  return verified.value.amount;'),
      errors: [unverifiedRead(7, 12, 26)],
    },
  ],
});
