// src/tools/searchTickets.js — search_tickets: full-text search over service desk tickets
import { z } from 'zod';
import * as tickets from '../ticketsDb.js';
import { currentAgent, text, toolError } from '../lib/results.js';

export default function registerSearchTickets(server) {
  server.registerTool('search_tickets', {
    description: 'Search service desk tickets by words in the title or body.',
    inputSchema: z.object({
      query: z.string().min(2),
      status: z.enum(['new', 'open', 'pending', 'resolved', 'closed']).optional(),
      limit: z.number().int().min(1).max(50).default(20)
    }),
    annotations: { readOnlyHint: true }
  }, function (args, ctx) {
    var agent = currentAgent(ctx);
    if (!agent) return Promise.resolve(toolError('Sign in as a service desk agent first.'));
    return tickets.searchTickets(args.query, args.status, args.limit).then(function (rows) {
      if (!rows.length) return text('No tickets match "' + args.query + '".');
      var lines = rows.map(function (t) {
        return '#' + t.id + ' [' + t.status + '/' + t.priority + '] ' + t.title + ' — ' + t.requester;
      });
      return {
        content: [{ type: 'text', text: lines.join('\n') }],
        structuredContent: { tickets: rows }
      };
    });
  });
}
