// Creates the low-level MCP server and routes tools/list and tools/call to the tool modules.
'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const lookupCharge = require('./tools/lookupCharge');
const issueRefund = require('./tools/issueRefund');

const tools = new Map([lookupCharge, issueRefund].map((t) => [t.definition.name, t]));

function buildServer() {
  const server = new Server({ name: 'billing-refunds', version: '1.3.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map((t) => t.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
    return tool.handle(request.params.arguments || {}, {
      auth: extra.authInfo,
      requestState: request.params.requestState,
      inputResponses: request.params.inputResponses,
    });
  });

  return server;
}

module.exports = { buildServer };
