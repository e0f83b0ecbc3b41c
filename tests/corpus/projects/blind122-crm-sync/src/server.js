// Stdio MCP server entry point that lists the CRM sync tools and dispatches calls to them.
'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StdioServerTransport } = require('@modelcontextprotocol/sdk/server/stdio.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const registry = require('./tools');
const { fail } = require('./lib');

const server = new Server({ name: 'crm-sync', version: '1.7.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [...registry.values()].map((t) => t.definition),
}));

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const { name, arguments: args = {}, requestState, inputResponses } = request.params;
  const tool = registry.get(name);
  if (!tool) return fail(`Unknown tool: ${name}`);

  // stdio deployments run per-user; HTTP ones carry the user in authInfo.extra
  const userId = extra.authInfo?.extra?.userId ?? process.env.CRM_SYNC_USER;
  if (!userId) return fail('No user identity available');

  try {
    return await tool.handle(args, { userId, requestState, inputResponses });
  } catch (err) {
    console.error(`[${name}]`, err);
    return fail(`Tool failed: ${err.message}`);
  }
});

async function main() {
  await server.connect(new StdioServerTransport());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
