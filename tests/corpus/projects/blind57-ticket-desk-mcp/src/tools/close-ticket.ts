import { z } from 'zod';
import { exchangeForHelpdesk } from '../auth.js';
import { HelpdeskClient } from '../helpdesk/client.js';
import { answer, needInput, text, yesNo, type DeskTool } from '../mcp/results.js';
import { readSignedState, signState } from '../state/signed-state.js';

const Args = z.object({
  ticketId: z.string().min(1),
  resolution: z.string().min(1).max(2000),
});

interface CloseRound {
  step: 'confirm';
}

export const closeTicket: DeskTool = {
  definition: {
    name: 'close_ticket',
    description: 'Close a ticket with a public resolution note. The user is asked to confirm before anything changes.',
    inputSchema: {
      type: 'object',
      properties: {
        ticketId: { type: 'string', description: 'Ticket id, e.g. "48213"' },
        resolution: { type: 'string', description: 'Resolution note sent to the requester' },
      },
      required: ['ticketId', 'resolution'],
    },
    annotations: { destructiveHint: true, idempotentHint: true },
  },

  async handle(rawArgs, ctx) {
    const { ticketId, resolution } = Args.parse(rawArgs);
    const grant = await exchangeForHelpdesk(ctx.subjectToken);
    const helpdesk = new HelpdeskClient(grant.accessToken);

    if (!ctx.requestState) {
      const ticket = await helpdesk.getTicket(ticketId);
      if (ticket.status === 'closed') {
        return text(`#${ticket.id} is already closed.`);
      }
      return needInput(
        { confirm: yesNo(`Close #${ticket.id} "${ticket.subject}" from ${ticket.requester}? The requester is notified.`) },
        signState<CloseRound>({ step: 'confirm' }, { userId: ctx.userId, tool: 'close_ticket' }), // expect: require-state-binding
      );
    }

    const round = readSignedState<CloseRound>(ctx.requestState, { userId: ctx.userId, tool: 'close_ticket' });
    if (round.step !== 'confirm' || answer(ctx.inputResponses, 'confirm')?.confirm !== true) {
      return text('Okay, the ticket stays open.');
    }

    const closed = await helpdesk.close(ticketId, resolution);
    return text(`Closed #${closed.id} (${closed.subject}).`);
  },
};
