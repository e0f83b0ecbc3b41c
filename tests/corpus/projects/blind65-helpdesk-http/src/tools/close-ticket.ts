import { signState, verifyState, type Binding } from '../lib/seal.js';
import { close, getTicket } from '../tickets.js';
import { text, toolError } from '../rpc/protocol.js';
import type { ToolModule } from '../rpc/methods.js';

const TOOL = 'close_ticket';

interface ConfirmState {
  step: 'confirm';
  subject: string;
}

export const closeTicket: ToolModule = {
  definition: {
    name: TOOL,
    description: 'Close a ticket with a resolution note. The requester is notified and cannot reopen it.',
    inputSchema: {
      type: 'object',
      properties: {
        ticketId: { type: 'string' },
        resolution: { type: 'string', minLength: 5 },
      },
      required: ['ticketId', 'resolution'],
    },
    annotations: { destructiveHint: true },
  },

  async call(args, ctx) {
    const ticketId = String(args.ticketId ?? '');
    const resolution = String(args.resolution ?? '');
    const binding: Binding = { agentId: ctx.agent.id, tool: TOOL, args: { ticketId, resolution } };

    if (!ctx.requestState) {
      const ticket = await getTicket(ticketId);
      if (!ticket) return toolError(`Ticket #${ticketId} not found.`);
      if (!ctx.agent.queues.includes(ticket.queue)) return toolError(`#${ticketId} is not in one of your queues.`);
      if (ticket.status === 'closed') return text(`#${ticketId} is already closed.`);

      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Close #${ticketId} "${ticket.subject}" with resolution:\n\n${resolution}`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Close and notify requester' } },
                required: ['confirm'],
              },
            },
          },
        },
        requestState: signState<ConfirmState>({ step: 'confirm', subject: ticket.subject }, binding),
      };
    }

    const state = verifyState<ConfirmState>(ctx.requestState, binding);
    if (!state) return toolError('This confirmation is invalid or has expired. Please ask again.');

    const answer = ctx.inputResponses.confirm;
    if (answer?.action !== 'accept' || answer.content?.confirm !== true) return text(`#${ticketId} left open.`);

    await close(ticketId, resolution, ctx.agent.id);
    return text(`Closed #${ticketId} "${state.subject}".`);
  },
};
