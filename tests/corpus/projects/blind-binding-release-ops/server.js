// Models the release-ops MCP server entry on SDK 1.x: low-level Server with hand-written tools/list and tools/call handlers.
'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StdioServerTransport } = require('@modelcontextprotocol/sdk/server/stdio.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { tools, handlers } = require('./lib/tools');

const server = new Server({ name: 'release-ops', version: '1.4.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
  if (!userId) {
    return { content: [{ type: 'text', text: 'Sign in first.' }], isError: true };
  }
  const handler = handlers[request.params.name];
  if (!handler) {
    return { content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }], isError: true };
  }
  return handler(request.params.arguments || {}, request.params, userId);
});

server.connect(new StdioServerTransport()).catch(err => {
  console.error('release-ops failed to start', err);
  process.exit(1);
});
