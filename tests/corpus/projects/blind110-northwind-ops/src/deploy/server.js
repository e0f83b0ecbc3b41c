// Stdio MCP server for the deploy service that exposes the rollback_release tool.
'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StdioServerTransport } = require('@modelcontextprotocol/sdk/server/stdio.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { TOOL, rollbackRelease } = require('./rollback');

const TOOLS = [
  {
    name: TOOL,
    description: 'Roll a service back to an earlier release',
    inputSchema: {
      type: 'object',
      properties: { service: { type: 'string' }, toRelease: { type: 'string' } },
      required: ['service', 'toRelease'],
    },
    annotations: { destructiveHint: true },
  },
];

function createDeployServer() {
  const server = new Server({ name: 'northwind-deploy', version: '0.7.4' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));

  // McpServer#registerTool hides requestState/inputResponses from the callback,
  // so this server stays on the low-level handler.
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    if (request.params.name !== TOOL) {
      return { isError: true, content: [{ type: 'text', text: `unknown tool ${request.params.name}` }] };
    }
    return rollbackRelease(request.params.arguments || {}, extra, request.params);
  });

  return server;
}

if (require.main === module) {
  createDeployServer()
    .connect(new StdioServerTransport())
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}

module.exports = { createDeployServer };
