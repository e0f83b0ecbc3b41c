// State a destructive tool hands out holds only what the call that makes it is handed, whatever that call runs: a
// sealer injected into the tool's factory (`store.seal(…)` of `refundTool({ store })`), or a project function whose
// summary signs (`this.guard.issue(…)`). Handed none of the tool's arguments, the state cannot be bound to them. A
// helper the handler is handed per call (which may bind the arguments it called the handler with), a random handle
// to a server-held record, and an encoder (unsigned state, require-sealed-state's finding) are left alone.
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const SCHEMA = "inputSchema: { type: 'object', properties: { chargeId: { type: 'string' }, amount: { type: 'integer' } } }";

/** A destructive tool made by a factory handed `deps`, whose handler's state is `made`. */
const factoryTool = (made: string, handler = 'args, { userId }') =>
  lines(
    "import { randomUUID } from 'node:crypto';",
    'export default function refundTool({ store }) {',
    '  return {',
    "    name: 'issue_refund',",
    `    ${SCHEMA},`,
    '    annotations: { destructiveHint: true },',
    `    async call(${handler}) {`,
    `      return { resultType: 'input_required', inputRequests: {}, requestState: ${made} };`,
    '    },',
    '  };',
    '}',
  );

/** A destructive tool written as a class whose constructor sets `this.guard` as `setGuard` says. */
const classTool = (setGuard: string) =>
  lines(
    "import { createHmac } from 'node:crypto';",
    'class Guard {',
    "  issue(data, userId, tool) { const body = Buffer.from(JSON.stringify({ data, userId, tool, exp: Math.floor(Date.now() / 1000) + 300 })).toString('base64url'); return `${body}.${createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url')}`; }",
    '}',
    'export class RefundTool {',
    `  definition = { name: 'issue_refund', ${SCHEMA}, annotations: { destructiveHint: true } };`,
    `  constructor(guard) { ${setGuard} }`,
    '  async call(args, { userId }) {',
    "    return { resultType: 'input_required', inputRequests: {}, requestState: this.guard.issue({ step: 'confirm' }, userId, 'issue_refund') };",
    '  }',
    '}',
  );

testRule('require-state-binding', rule, {
  valid: [
    { name: 'every argument handed to the injected sealer', code: factoryTool("store.seal({ userId, tool: 'issue_refund', chargeId: args.chargeId, amount: args.amount })") },
    { name: 'the arguments handed whole', code: factoryTool("store.seal({ userId, tool: 'issue_refund', args })") },
    { name: 'a random handle to a record the server keeps', code: factoryTool("store.seal({ userId, handle: randomUUID() })") },
    { name: "a helper the handler is handed per call", code: factoryTool("round.seal({ userId })", 'args, { userId }, round') },
    { name: 'an encoder (unsigned state is another finding)', code: factoryTool("Buffer.from(JSON.stringify({ userId })).toString('base64url')") },
  ],
  invalid: [
    {
      name: "an injected sealer handed none of the arguments",
      code: factoryTool("store.seal({ userId, tool: 'issue_refund', step: 'confirm' })"),
      errors: [{ messageId: 'missingArgs', line: 8, column: 79, endLine: 8, endColumn: 140 }],
    },
    {
      name: "a class-based tool whose own guard signs what it is handed: reported once, at the guard's signed object",
      code: classTool('this.guard = new Guard();'),
      errors: [{ messageId: 'missingArgs', line: 3, column: 71, endLine: 3, endColumn: 135 }],
    },
    {
      name: 'a class-based tool handed its guard',
      code: classTool('this.guard = guard;'),
      errors: [{ messageId: 'missingArgs', line: 9, column: 77, endLine: 9, endColumn: 138 }],
    },
  ],
});
