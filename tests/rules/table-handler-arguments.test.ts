// A tool served from a hand-written table may take its arguments in any parameter (`call(env, caller, args, params)`):
// the one named or typed for them (`args`, `input`, `RefundArgs`) holds them, not the first. A destructive tool whose
// state carries the environment but not its arguments is not bound to them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-table-args-'));
writeFileSync(
  join(project, 'envelope.js'),
  lines(
    "import { createHmac } from 'node:crypto';",
    'export function seal(env, sub, tool, data) {',
    '  const body = Buffer.from(JSON.stringify({ sub, tool, exp: Math.floor(Date.now() / 1000) + 300, data })).toString(\'base64url\');',
    "  return `${body}.${createHmac('sha256', env.STATE_SECRET).update(body).digest('base64url')}`;",
    '}',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const tool = (sealed: string, parameters = 'env, caller, args, params') =>
  lines(
    "import { seal } from './envelope.js';",
    'export const refundTool = {',
    "  name: 'issue_refund',",
    "  inputSchema: { type: 'object', properties: { orderId: { type: 'string' }, amountCents: { type: 'integer' } }, required: ['orderId', 'amountCents'] },",
    '  annotations: { destructiveHint: true },',
    `  async call(${parameters}) {`,
    `    const requestState = seal(env, caller.userId, 'issue_refund', ${sealed});`,
    "    return { resultType: 'input_required', inputRequests: {}, requestState };",
    '  },',
    '};',
  );

testRule('require-state-binding', rule, {
  valid: [
    { name: 'every argument sealed', filename: join(project, 'all.js'), code: tool('{ orderId: args.orderId, amountCents: args.amountCents }') },
    { name: 'the arguments object sealed whole', filename: join(project, 'whole.js'), code: tool('{ args }') },
    {
      name: "the call's params destructured in the parameter, a digest of the arguments sealed",
      filename: join(project, 'params.js'),
      code: tool('{ digest: hash(JSON.stringify(args)) }', '{ arguments: args, inputResponses }, env, caller'),
    },
    {
      name: 'each argument read into a const, the consts sealed',
      filename: join(project, 'consts.js'),
      code: tool('{ orderId, amountCents }').replace('  async call(env, caller, args, params) {', '  async call(env, caller, args, params) {\n    const orderId = String(args.orderId);\n    const amountCents = Number(args.amountCents);'),
    },
  ],
  invalid: [
    {
      name: "the call's params destructured in the parameter, one argument sealed",
      filename: join(project, 'params-partial.js'),
      code: tool('{ orderId: args.orderId }', '{ arguments: args, inputResponses }, env, caller'),
      errors: [{ messageId: 'missingArgs', line: 7, column: 26, endLine: 7, endColumn: 93 }],
    },
    {
      name: 'the environment sealed, one argument of two',
      filename: join(project, 'partial.js'),
      code: tool('{ orderId: args.orderId }'),
      errors: [{ messageId: 'missingArgs', line: 7, column: 26, endLine: 7, endColumn: 93 }],
    },
  ],
  typescriptOnly: {
    valid: [{ name: 'arguments in a parameter typed for them', filename: join(project, 'typed.ts'), code: tool('{ ...order }', 'env: Env, caller: Caller, order: RefundArgs') }],
    invalid: [
      {
        name: 'arguments in a parameter typed for them, one sealed',
        filename: join(project, 'typed-partial.ts'),
        code: tool('{ orderId: order.orderId }', 'env: Env, caller: Caller, order: RefundArgs'),
        errors: [{ messageId: 'missingArgs', line: 7, column: 26, endLine: 7, endColumn: 94 }],
      },
    ],
  },
});
