// Tools declared as data and dispatched by a `switch` over the tool's name (session 56): the function a case returns
// the result of (`case 'delete_ticket': return this.deleteTicket(id, ctx);`) is that tool's handler, so a destructive
// tool's state must carry its arguments there. A case for a tool the file does not declare dispatches to no handler.
import bindingRule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const toolsRows = (payload: string, caseName = 'delete_ticket') => [
  "import { createHmac } from 'node:crypto';",
  '',
  'function seal(payload) {',
  "  const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + 300000 })).toString('base64url');",
  "  return `${body}.${createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url')}`;",
  '}',
  '',
  'export class TicketTools {',
  '  list() {',
  '    return [',
  "      { name: 'escalate_ticket', inputSchema: { type: 'object', properties: { ticketId: { type: 'string' } } } },",
  "      { name: 'delete_ticket', inputSchema: { type: 'object', properties: { ticketId: { type: 'string' } } }, annotations: { destructiveHint: true } },",
  '    ];',
  '  }',
  '',
  '  async call(name, args, ctx) {',
  '    switch (name) {',
  "      case 'escalate_ticket':",
  '        return this.escalate(String(args.ticketId), ctx);',
  `      case '${caseName}':`,
  '        return this.deleteTicket(String(args.ticketId), ctx);',
  '      default:',
  "        throw new Error('unknown tool');",
  '    }',
  '  }',
  '',
  '  async escalate(ticketId, ctx) {',
  '    if (!ctx.requestState) {',
  "      return { resultType: 'input_required', inputRequests: {}, requestState: seal({ sub: ctx.userId, tool: 'escalate_ticket' }) };",
  '    }',
  "    return { content: [{ type: 'text', text: `escalated ${ticketId}` }] };",
  '  }',
  '',
  '  async deleteTicket(ticketId, ctx) {',
  '    if (!ctx.requestState) {',
  `      return { resultType: 'input_required', inputRequests: {}, requestState: seal(${payload}) };`,
  '    }',
  "    return { content: [{ type: 'text', text: `deleted ${ticketId}` }] };",
  '  }',
  '}',
];

testRule('require-state-binding', bindingRule, {
  valid: [
    { name: "the destructive tool's state carries its ticket", code: lines(...toolsRows("{ sub: ctx.userId, tool: 'delete_ticket', ticketId }")) },
    { name: 'a case for a tool the file does not declare dispatches to no handler', code: lines(...toolsRows("{ sub: ctx.userId, tool: 'delete_ticket' }", 'remove_ticket')) },
  ],
  invalid: [
    {
      name: "the destructive tool's state, dispatched by a switch, carries no arguments",
      code: lines(...toolsRows("{ sub: ctx.userId, tool: 'delete_ticket' }")),
      errors: [{ messageId: 'missingArgs', line: 4, column: 43, endLine: 4, endColumn: 83 }],
    },
  ],
});
