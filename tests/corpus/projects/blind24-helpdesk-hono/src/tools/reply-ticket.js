import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { parseTicketRef } from '../zendesk.js';

export const REPLY_TICKET = 'reply_ticket';

const text = (t, isError = false) => ({ content: [{ type: 'text', text: t }], isError });

export function registerReplyTicket(server, { zendesk, codec, drafts }) {
  server.registerTool(
    REPLY_TICKET,
    {
      description: 'Post a public reply on a ticket after the agent has reviewed (and optionally edited) it.',
      inputSchema: z.object({ ticket: z.string(), body: z.string().min(1).max(20_000) }),
    },
    async (args, ctx) => {
      const ticketId = parseTicketRef(args.ticket);
      if (ticketId === null) return text('Ticket references look like ZD-1234', true);
      const userId = ctx.http.authInfo.extra.userId;

      const state = ctx.mcpReq.requestState();
      if (!state) {
        const draftId = drafts.put(userId, { ticketId, body: args.body });
        return inputRequired({
          inputRequests: {
            review: inputRequired.elicit({
              message: `Review the reply to ${args.ticket} before it is sent to the customer.`,
              requestedSchema: {
                type: 'object',
                properties: {
                  send: { type: 'boolean', title: 'Send' },
                  body: { type: 'string', title: 'Reply', default: args.body },
                },
                required: ['send'],
              },
            }),
          },
          requestState: await codec.mint({ tool: REPLY_TICKET, draftId, ticketId }, ctx),
        });
      }

      if (state.tool !== REPLY_TICKET || state.ticketId !== ticketId) return text('State does not match this request', true);
      const draft = drafts.take(state.draftId, userId);
      if (!draft) return text('Draft expired, please start again', true);

      const review = acceptedContent(ctx.mcpReq.inputResponses, 'review');
      if (review?.send !== true) return text('Reply discarded.');
      await zendesk.addPublicReply(draft.ticketId, review.body ?? draft.body, ctx.http.authInfo.extra.email);
      return text(`Reply posted on ${args.ticket}.`);
    },
  );
}
