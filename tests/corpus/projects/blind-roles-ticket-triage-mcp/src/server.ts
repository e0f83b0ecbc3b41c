// MCP server (SDK 2.x) with a triage_ticket tool that asks a human which queue to use.
// @ts-nocheck
import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { codecFor, userOf } from './codec.js';
import { fetchTicket, moveTicket } from './helpdesk.js';

const triageCodec = codecFor('triage_ticket');
const QUEUES = ['billing', 'bugs', 'sales', 'security'];

export function buildServer() {
  const server = new McpServer(
    { name: 'ticket-triage', version: '0.3.1' },
    { capabilities: { tools: {} }, requestState: { verify: triageCodec.verify } },
  );

  server.registerTool(
    'triage_ticket',
    {
      description: 'Move a helpdesk ticket to the queue a human picks',
      inputSchema: { ticketId: z.string().min(1) },
      annotations: { destructiveHint: true },
    },
    async ({ ticketId }, ctx) => {
      const prior = await ctx.mcpReq.requestState();
      const picked = acceptedContent(ctx.mcpReq.inputResponses, 'queue');

      if (!prior || !picked) {
        const ticket = await fetchTicket(ticketId, ctx.http?.authInfo?.token);
        const requestState = await triageCodec.mint(
          {
            ticketId,
            title: ticket.title,
            requestedBy: userOf(ctx),
            upstreamToken: ctx.http?.authInfo?.token, // expect: no-secrets-in-state
          },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            queue: inputRequired.elicit({
              message: `Which queue should "${ticket.title}" go to?`,
              requestedSchema: { type: 'object', properties: { queue: { type: 'string', enum: QUEUES } }, required: ['queue'] },
            }),
          },
          requestState,
        });
      }

      if (prior.ticketId !== ticketId) {
        return { isError: true, content: [{ type: 'text', text: 'State does not match this ticket' }] };
      }
      const ok = await moveTicket(prior.ticketId, picked.queue, prior.upstreamToken);
      return { content: [{ type: 'text', text: ok ? `Moved to ${picked.queue}` : 'Move failed' }] };
    },
  );

  return server;
}
