// Tools declared in a table under their names (`{ reschedule: { inputSchema, call: withState('reschedule', run) } }`),
// each served by the function a local wrapper makes: the wrapper's closure is the handler, its context parameter's
// `requestState` the client's state, and an expiry the closure writes in milliseconds into what another module seals is
// compared in that unit where the closure opens it. A `config` beside a handler names no tool.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-wrapped-tables-'));
writeFileSync(
  join(project, 'seal.js'),
  lines(
    "import { createHmac } from 'node:crypto';",
    "const tag = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
    'export function seal(payload) {',
    "  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');",
    "  return body + '.' + tag(body);",
    '}',
    'export function unseal(token) {',
    "  const [body, mac] = token.split('.');",
    '  if (tag(body) !== mac) return null;',
    "  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
    '}',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const tools = (clock: string, userCheck = ' || state.user !== ctx.userId') =>
  lines(
    "import { seal, unseal } from './seal.js';",
    'function withState(toolName, handler) {',
    '  return async (args, ctx) => {',
    '    let state = null;',
    '    if (ctx.requestState) {',
    '      state = unseal(ctx.requestState);',
    `      if (!state || state.tool !== toolName${userCheck}) throw new Error('refused');`,
    `      if (state.exp < ${clock}) throw new Error('expired');`,
    '    }',
    '    const issue = (payload) => seal({ ...payload, user: ctx.userId, tool: toolName, exp: Date.now() + 300000 });',
    '    return handler(args, { ...ctx, state, issue });',
    '  };',
    '}',
    'async function reschedule(args, ctx) {',
    "  if (!ctx.state) return { resultType: 'input_required', inputRequests: {}, requestState: ctx.issue({ eventId: args.eventId }) };",
    "  return { content: [{ type: 'text', text: ctx.state.eventId }] };",
    '}',
    'export const tools = {',
    "  reschedule: { description: 'Move a meeting', inputSchema: { type: 'object' }, call: withState('reschedule', reschedule) },",
    '};',
  );

testRule('require-state-binding', rule, {
  valid: [{ name: 'the expiry compared in milliseconds', filename: join(project, 'ms.js'), code: tools('Date.now()') }],
  invalid: [
    {
      name: 'the expiry written in milliseconds compared with seconds',
      filename: join(project, 'seconds.js'),
      code: tools('Math.floor(Date.now() / 1000)'),
      errors: [
        {
          messageId: 'mixedUnits',
          data: { name: 'reschedule', field: 'exp', written: 'milliseconds', checked: 'seconds', comparison: 'state.exp < Math.floor(Date.now() / 1000)', effect: 'never expires' },
          line: 8,
          column: 11,
          endLine: 8,
          endColumn: 52,
        },
      ],
    },
    {
      name: 'the user never compared, and the expiry in the wrong unit: both reported',
      filename: join(project, 'both.js'),
      code: tools('Math.floor(Date.now() / 1000)', ''),
      errors: [
        {
          messageId: 'helperSkipsChecks',
          data: { helper: 'unseal', specifier: './seal.js', missing: 'the user', replay: 'for another user', fields: 'the user' },
          line: 6,
          column: 15,
          endLine: 6,
          endColumn: 39,
        },
        {
          messageId: 'mixedUnits',
          data: { name: 'reschedule', field: 'exp', written: 'milliseconds', checked: 'seconds', comparison: 'state.exp < Math.floor(Date.now() / 1000)', effect: 'never expires' },
          line: 8,
          column: 11,
          endLine: 8,
          endColumn: 52,
        },
      ],
    },
  ],
});
