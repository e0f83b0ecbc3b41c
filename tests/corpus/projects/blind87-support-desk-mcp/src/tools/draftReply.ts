// draft_reply: asks the client's model to draft a reply and saves it as a private draft on the ticket.
// @ts-nocheck
import { z } from 'zod';

export const DRAFT = 'draft_reply';
const HELPDESK_API_VERSION = '2024-09';

export function draftReplyTool({ flags, helpdesk, box, r }) {
  return {
    name: DRAFT,
    description: 'Draft a reply to the latest customer message; the draft is saved privately for review.',
    schema: z.object({
      ticketId: z.string().regex(/^\d+$/),
      guidance: z.string().max(1000).optional(),
    }),
    enabled: flags.draftReplies,
    async handler(args, ctx) {
      const { userId, email } = ctx.agent;
      const ticket = await helpdesk.ticket(args.ticketId);

      if (!ctx.requestState) {
        const requestState = box.seal(
          { apiVersion: HELPDESK_API_VERSION, ticketId: ticket.id, etag: ticket.etag },
          { userId, tool: DRAFT },
        );
        return r.inputRequired(
          {
            draft: {
              method: 'sampling/createMessage',
              params: {
                systemPrompt: 'You are a courteous support agent. Reply in the customer\'s language. Do not promise refunds.',
                messages: [
                  {
                    role: 'user',
                    content: {
                      type: 'text',
                      text: `Subject: ${ticket.subject}\n\nLatest message:\n${ticket.latest_comment}\n\nAgent guidance: ${args.guidance ?? 'none'}`,
                    },
                  },
                ],
                maxTokens: 800,
              },
            },
          },
          requestState,
        );
      }

      const pending = box.open(ctx.requestState, { userId, tool: DRAFT });
      if (!pending || String(pending.ticketId) !== args.ticketId) return r.fail('This draft request has expired.');
      if (pending.apiVersion !== HELPDESK_API_VERSION) return r.fail('Please retry; the helpdesk API changed.');
      if (ticket.etag !== pending.etag) return r.fail('The ticket changed while the reply was drafted. Try again.');

      const sampled = ctx.inputResponses?.draft;
      const text = sampled?.content?.type === 'text' ? sampled.content.text : null;
      if (!text) return r.fail('No draft was produced.');
      const draft = await helpdesk.addPrivateDraft(ticket.id, text, email);
      return r.text(`Saved private draft ${draft.id} on #${ticket.id}.`);
    },
  };
}
