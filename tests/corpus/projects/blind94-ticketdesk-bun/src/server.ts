// Assembles the TicketDesk McpServer: search plus the merge and CRM export tools.
// @ts-nocheck
import { z } from 'zod';
import { McpServer } from '@modelcontextprotocol/server';
import type { DeskConfig } from './config';
import type { DeskDb } from './db';
import { registerExportCustomer } from './tools/export';
import { registerMergeTickets } from './tools/merge';

export interface DeskDeps {
  cfg: DeskConfig;
  db: DeskDb;
  stateKey: CryptoKey;
  cipherKey: CryptoKey;
}

export function buildServer(deps: DeskDeps): McpServer {
  const server = new McpServer({ name: 'ticketdesk', version: '2.1.0' }, { capabilities: { tools: {} } });

  server.registerTool(
    'search_tickets',
    {
      title: 'Search tickets',
      description: "Search your team's tickets by subject or customer email.",
      inputSchema: z.object({ query: z.string().min(2).max(120), limit: z.number().int().min(1).max(50).default(20) }),
      annotations: { readOnlyHint: true },
    },
    async ({ query, limit }, ctx) => {
      const team = ctx.http?.authInfo?.extra?.team;
      if (!team) return { content: [{ type: 'text', text: 'Agent sign-in required.' }], isError: true };
      const rows = deps.db.searchTickets(query, team, limit);
      return {
        content: [{ type: 'text', text: rows.map((t) => `#${t.id} [${t.status}] ${t.subject} — ${t.customer_email}`).join('\n') || 'No matches.' }],
        structuredContent: { tickets: rows },
      };
    },
  );

  registerMergeTickets(server, deps);
  registerExportCustomer(server, deps);
  return server;
}
