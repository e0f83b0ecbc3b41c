// Low-level MCP server wiring: tool listing and tools/call dispatch for one authenticated caller.
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { ListToolsRequestSchema, CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const searchTickets = require('./tools/searchTickets');
const escalate = require('./tools/escalate');
const closeTicket = require('./tools/closeTicket');

const tools = new Map([searchTickets, escalate, closeTicket].map((t) => [t.definition.name, t]));

function createMcpServer(identity) {
  const server = new Server({ name: 'ticketing-gateway', version: '2.3.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map((t) => t.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = tools.get(request.params.name);
    if (!tool) {
      return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
    }
    const params = request.params;
    try {
      return await tool.handler(params.arguments ?? {}, {
        identity,
        incomingState: params.requestState ?? params._meta?.requestState ?? null,
        inputResponses: params.inputResponses ?? params._meta?.inputResponses ?? {},
      });
    } catch (err) {
      return { isError: true, content: [{ type: 'text', text: `Tool failed: ${err.message}` }] };
    }
  });

  return server;
}

module.exports = { createMcpServer };
