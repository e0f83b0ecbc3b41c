// Registers the list and call handlers for the adjust_stock and import_supplier_feed tools.
'use strict';

const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const adjustStock = require('./tools/adjustStock');
const importFeed = require('./tools/importFeed');

const tools = new Map([adjustStock, importFeed].map((t) => [t.definition.name, t]));

function registerHandlers(server) {
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map((t) => t.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) {
      return { isError: true, content: [{ type: 'text', text: `unknown tool ${request.params.name}` }] };
    }
    try {
      return await tool.handle(request.params, extra);
    } catch (err) {
      console.error(`[${request.params.name}]`, err);
      return { isError: true, content: [{ type: 'text', text: 'internal error' }] };
    }
  });
}

module.exports = { registerHandlers };
