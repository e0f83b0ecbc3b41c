// MCP server for the tickets service that exposes the get_ticket and escalate_ticket tools.
'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const handlers = require('./handlers');

const TOOLS = [
  {
    name: 'get_ticket',
    description: 'Fetch a Zendesk ticket',
    inputSchema: { type: 'object', properties: { ticketId: { type: 'number' } }, required: ['ticketId'] },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'escalate_ticket',
    description: 'Change the priority of a Zendesk ticket (asks which priority)',
    inputSchema: { type: 'object', properties: { ticketId: { type: 'number' } }, required: ['ticketId'] },
  },
];

function createTicketsServer() {
  const server = new Server({ name: 'northwind-tickets', version: '2.3.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const handler = handlers[request.params.name];
    if (!handler) return { isError: true, content: [{ type: 'text', text: `unknown tool ${request.params.name}` }] };
    return handler(request.params.arguments || {}, extra, request.params);
  });

  return server;
}

module.exports = { createTicketsServer, StreamableHTTPServerTransport };
