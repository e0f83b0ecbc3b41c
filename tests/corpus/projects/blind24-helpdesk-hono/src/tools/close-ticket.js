import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { argsDigest } from '../state-codec.js';
import { parseTicketRef } from '../zendesk.js';

export const CLOSE_TICKET = 'close_ticket';

const text = (t) => ({ content: [{ type: 'text', text: t }] });
const failure = (t) => ({ content: [{ type: 'text', text: t }], isError: true });

export function registerCloseTicket(server, { zendesk, codec }) {
  server.registerTool(
    CLOSE_TICKET,
    {
      description: 'Close a support ticket. The agent is asked to confirm before anything changes.',
      inputSchema: z.object({ ticket: z.string().describe('e.g. ZD-48213'), reason: z.string().max(500) }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const ticketId = parseTicketRef(args.ticket);
      if (ticketId === null) return failure('Ticket references look like ZD-1234');

      // Verified (MAC, expiry, user|method binding) by the McpServer requestState hook.
      const state = ctx.mcpReq.requestState();

      if (!state) {
        const ticket = await zendesk.getTicket(ticketId);
        if (ticket.status === 'closed') return text(`${args.ticket} is already closed.`);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Close ${args.ticket} "${ticket.subject}" (requester ${ticket.requester_id})?\nReason: ${args.reason}`,
              requestedSchema: {
                type: 'object',
                properties: { close: { type: 'boolean', title: 'Close the ticket' } },
                required: ['close'],
              },
            }),
          },
          requestState: await codec.mint({ tool: CLOSE_TICKET, args: argsDigest(args) }, ctx),
        });
      }

      if (state.tool !== CLOSE_TICKET || state.args !== argsDigest(args)) {
        return failure('This confirmation was issued for a different request.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.close !== true) return text(`${args.ticket} left open.`);

      await zendesk.closeTicket(ticketId, ctx.http.authInfo.extra.email);
      return text(`${args.ticket} closed.`);
    },
  );
}
