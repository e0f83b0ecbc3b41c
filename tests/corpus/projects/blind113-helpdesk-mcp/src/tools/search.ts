// Registers the read-only search_tickets tool, which searches tickets in the agent's Zendesk instance.
// @ts-nocheck
import * as z from 'zod';
import type { McpServer } from '@modelcontextprotocol/server';
import { agentOf } from '../identity.js';
import { getTenantCredentials } from '../vault.js';
import { ZendeskClient } from '../zendesk.js';

export function registerSearch(server: McpServer): void {
  server.registerTool(
    'search_tickets',
    {
      description: 'Search tickets in the agent\'s Zendesk instance',
      inputSchema: { query: z.string().min(2), limit: z.number().int().max(50).default(10) },
      annotations: { readOnlyHint: true },
    },
    async ({ query, limit }, ctx) => {
      const agent = agentOf(ctx);
      const creds = await getTenantCredentials(agent.tenantId, agent.bearer);
      const zd = new ZendeskClient(creds.subdomain, creds.email, creds.apiToken);
      const tickets = (await zd.search(query)).slice(0, limit);
      const lines = tickets.map((t) => `#${t.id} [${t.status}/${t.priority ?? '-'}] ${t.subject}`);
      return { content: [{ type: 'text', text: lines.join('\n') || 'No tickets found.' }] };
    },
  );
}
