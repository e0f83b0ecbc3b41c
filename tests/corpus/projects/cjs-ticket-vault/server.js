// A CommonJS helpdesk server on SDK 1.x (McpServer over Express) whose older tool keeps state with TicketSealer, the newer with BoundSealer.
const express = require('express');
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { z } = require('zod');
const TicketSealer = require('./lib/ticket-sealer');
const { BoundSealer } = require('./lib/bound-sealer');

const tickets = new TicketSealer(process.env.TICKET_STATE_KEY);
const bound = new BoundSealer(process.env.TICKET_STATE_KEY);

function buildServer() {
  const server = new McpServer({ name: 'helpdesk', version: '3.2.0' });

  server.registerTool('escalate_ticket', { inputSchema: { ticketId: z.string() } }, async ({ ticketId }, extra) => {
    const token = extra._meta?.requestState;
    if (!token) {
      return {
        resultType: 'input_required',
        inputRequests: { reason: { method: 'elicitation/create', params: { message: 'Why escalate?', requestedSchema: {} } } },
        requestState: tickets.seal({ ticketId }), // expect: require-state-binding
      };
    }
    const state = tickets.open(token); // expect: require-state-binding
    if (!state) return { isError: true, content: [{ type: 'text', text: 'expired' }] };
    return { content: [{ type: 'text', text: `Escalated ${state.ticketId}` }] };
  });

  server.registerTool('close_ticket', { inputSchema: { ticketId: z.string() } }, async ({ ticketId }, extra) => {
    const userId = extra.authInfo?.extra?.userId;
    const token = extra._meta?.requestState;
    if (!token) {
      return {
        resultType: 'input_required',
        inputRequests: { confirm: { method: 'elicitation/create', params: { message: `Close ${ticketId}?`, requestedSchema: {} } } },
        requestState: bound.seal({ ticketId }, userId, 'close_ticket'),
      };
    }
    const state = bound.open(token, userId, 'close_ticket');
    return state ? { content: [{ type: 'text', text: `Closed ${state.ticketId}` }] } : { isError: true, content: [] };
  });
  return server;
}

const app = express();
app.use(express.json());
app.post('/mcp', async (req, res) => {
  const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  await buildServer().connect(transport);
  await transport.handleRequest(req, res, req.body);
});
app.listen(3000);
