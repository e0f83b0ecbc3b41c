import { FastMCP } from 'fastmcp';
import { z } from 'zod';
import { authenticate, type AgentSession } from './auth.js';
import { settings } from './config.js';
import { reply, sessionOf } from './rounds.js';
import { registerBulkClose } from './tools/bulk-close.js';
import { registerEscalate } from './tools/escalate.js';
import { registerMergeTickets } from './tools/merge-tickets.js';
import { getTicket } from './zendesk.js';

const server = new FastMCP<AgentSession>({
  name: 'helpdesk',
  version: '0.4.2',
  authenticate,
  instructions:
    'Tools for Zendesk agents. Destructive actions (merge, bulk close) always ask the agent to confirm first.',
});

server.addTool({
  name: 'get_ticket',
  description: 'Show one ticket',
  parameters: z.object({ ticketId: z.number().int().positive() }),
  annotations: { readOnlyHint: true },
  execute: async ({ ticketId }, context) => {
    const ticket = await getTicket(sessionOf(context).zendeskToken, ticketId);
    return reply(`#${ticket.id} [${ticket.status}] ${ticket.subject}`);
  },
});

registerMergeTickets(server);
registerBulkClose(server);
registerEscalate(server);

server.on('connect', ({ session }) => {
  console.log('[helpdesk] client connected', session.clientCapabilities?.elicitation ? '(elicitation ok)' : '');
});

await server.start({
  transportType: 'httpStream',
  httpStream: { port: settings.port, endpoint: '/mcp' },
});
