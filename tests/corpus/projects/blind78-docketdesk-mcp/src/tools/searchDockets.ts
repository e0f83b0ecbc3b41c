// Read-only docket tools: full-text docket search and upcoming deadlines for the caller's matters.
// @ts-nocheck
import * as z from 'zod';
import { principalOf } from '../security/codec.js';
import { searchDockets, upcomingDeadlines } from '../db.js';

export function registerSearchTools(server) {
  server.registerTool(
    'search_dockets',
    {
      description: 'Search dockets in matters you are staffed on, by caption or docket number.',
      inputSchema: { query: z.string().min(2).max(120), court: z.string().optional() },
      annotations: { readOnlyHint: true },
    },
    async ({ query, court }, ctx) => {
      const rows = await searchDockets(principalOf(ctx), query, court);
      if (rows.length === 0) return { content: [{ type: 'text', text: 'No matching dockets.' }] };
      const lines = rows.map((r) => `${r.docket_no} | ${r.court} | ${r.caption} | next deadline ${r.next_deadline ?? 'none'}`);
      return { content: [{ type: 'text', text: lines.join('\n') }] };
    },
  );

  server.registerTool(
    'upcoming_deadlines',
    {
      description: 'List unsatisfied deadlines due within the given number of days.',
      inputSchema: { days: z.number().int().min(1).max(90).default(14) },
      annotations: { readOnlyHint: true },
    },
    async ({ days }, ctx) => {
      const rows = await upcomingDeadlines(principalOf(ctx), days);
      return {
        content: [{ type: 'text', text: JSON.stringify(rows, null, 2) }],
        structuredContent: { deadlines: rows },
      };
    },
  );
}
