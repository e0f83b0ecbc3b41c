// Creates the low-level MCP Server and routes tools/list and tools/call to the tool modules.
'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { ListToolsRequestSchema, CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { failure } = require('./roundTrip');

const tools = [
  require('./tools/quoteLoad'),
  require('./tools/assignDriver'),
  require('./tools/trackShipment'),
  require('./tools/cancelShipment'),
];
const byName = new Map(tools.map((t) => [t.definition.name, t]));

function createServer() {
  const server = new Server(
    { name: 'haulboard-dispatch', version: '0.9.3' },
    { capabilities: { tools: {} } },
  );

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map((t) => t.definition) }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = byName.get(request.params.name);
    if (!tool) return failure(`Unknown tool ${request.params.name}`);
    try {
      return await tool.handle(request, extra);
    } catch (err) {
      console.error(`[${request.params.name}]`, err);
      return failure('The dispatch service hit an error. Try again in a moment.');
    }
  });

  return server;
}

module.exports = { createServer };
