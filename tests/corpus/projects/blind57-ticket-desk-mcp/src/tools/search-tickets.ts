import { z } from 'zod';
import { exchangeForHelpdesk } from '../auth.js';
import { HelpdeskClient } from '../helpdesk/client.js';
import type { DeskTool } from '../mcp/results.js';

const Args = z.object({
  query: z.string().min(1),
  cursor: z.string().optional(),
});

export const searchTickets: DeskTool = {
  definition: {
    name: 'search_tickets',
    description: 'Search tickets with the helpdesk query syntax (status:open group:billing ...).',
    inputSchema: {
      type: 'object',
      properties: {
        query: { type: 'string' },
        cursor: { type: 'string', description: 'nextCursor from a previous page' },
      },
      required: ['query'],
    },
    annotations: { readOnlyHint: true },
  },

  async handle(rawArgs, ctx) {
    const { query, cursor } = Args.parse(rawArgs);
    const grant = await exchangeForHelpdesk(ctx.subjectToken);
    const page = await new HelpdeskClient(grant.accessToken).search(query, cursor);
    const lines = page.tickets.map((t) => `#${t.id} [${t.status}] ${t.subject} — ${t.requester}`);
    return {
      content: [{ type: 'text', text: lines.length ? lines.join('\n') : 'No tickets match.' }],
      structuredContent: { tickets: page.tickets, nextCursor: page.next },
    };
  },
};
