import * as z from 'zod/v4';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { buildEscalationDraft, upstreamUsable } from '../drafts.js';

const TOOL = 'escalate_ticket';

const detailsSchema = {
  type: 'object',
  properties: {
    priority: { type: 'string', title: 'Priority', enum: ['high', 'urgent'] },
    note: { type: 'string', title: 'Internal note for tier 2', minLength: 10 },
  },
  required: ['priority', 'note'],
};

const refused = (why) => ({ isError: true, content: [{ type: 'text', text: `${why} Please run the escalation again.` }] });

/**
 * @param {import('@modelcontextprotocol/server').McpServer} server
 * @param {{ codec: ReturnType<typeof import('../state-codec.js').createHelpdeskCodec>, zendesk: ReturnType<typeof import('../zendesk.js').createZendesk> }} deps
 */
export function registerEscalate(server, { codec, zendesk }) {
  server.registerTool(
    TOOL,
    {
      description: 'Escalate a ticket to tier 2 with a priority and an internal note.',
      inputSchema: z.object({ ticketId: z.number().int().positive() }),
    },
    async ({ ticketId }, ctx) => {
      const draft = ctx.mcpReq.requestState();

      if (draft === undefined) {
        const grant = await zendesk.exchangeToken(ctx.http?.authInfo?.token);
        const ticket = await zendesk.getTicket(grant, ticketId);
        if (ticket.status === 'closed') {
          return { isError: true, content: [{ type: 'text', text: `#${ticketId} is closed.` }] };
        }
        return inputRequired({
          inputRequests: {
            details: inputRequired.elicit({
              message: `Escalate #${ticket.id} "${ticket.subject}"?`,
              requestedSchema: detailsSchema,
            }),
          },
          requestState: await codec.mint(buildEscalationDraft(ticket, grant), ctx), // expect: no-secrets-in-state
        });
      }

      if (draft.tool !== TOOL) return refused('That state belongs to another tool.');
      if (draft.ticketId !== ticketId) return refused('That state was issued for another ticket.');

      const details = acceptedContent(ctx.mcpReq.inputResponses, 'details');
      if (!details) return { content: [{ type: 'text', text: 'Escalation cancelled.' }] };

      const grant = upstreamUsable(draft) ? draft.upstream : await zendesk.exchangeToken(ctx.http?.authInfo?.token);
      await zendesk.escalate(grant, draft.ticketId, {
        priority: details.priority,
        note: details.note,
        groupId: draft.targetGroup,
      });
      return { content: [{ type: 'text', text: `#${draft.ticketId} escalated (${details.priority}).` }] };
    },
  );
}
