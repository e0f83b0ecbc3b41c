// Stdio MCP server that lists and dispatches the promote and rollback tools.
'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StdioServerTransport } = require('@modelcontextprotocol/sdk/server/stdio.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { userFrom } = require('./identity');
const promote = require('./tools/promote');
const rollback = require('./tools/rollback');

const tools = new Map([promote, rollback].map((t) => [t.definition.name, t]));

const server = new Server({ name: 'infra-rollout', version: '2.3.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [...tools.values()].map((t) => t.definition),
}));

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const tool = tools.get(request.params.name);
  if (!tool) {
    return { content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }], isError: true };
  }
  try {
    const user = userFrom(extra);
    return await tool.handle(request.params.arguments || {}, request.params, user);
  } catch (err) {
    return { content: [{ type: 'text', text: `Refused: ${err.message}` }], isError: true };
  }
});

server.connect(new StdioServerTransport()).catch((err) => {
  console.error(err);
  process.exit(1);
});
