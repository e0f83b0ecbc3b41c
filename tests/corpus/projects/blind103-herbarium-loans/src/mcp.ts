// Low-level MCP server (SDK 1.x): lists the tools and routes tools/call to their handlers.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import * as search from './tools/search.js';
import { requestDefinition, handleRequest, cancelDefinition, handleCancel } from './tools/loans.js';
import { log } from './log.js';

const routes = new Map([
  [search.definition.name, { definition: search.definition, handle: search.handle }],
  [requestDefinition.name, { definition: requestDefinition, handle: handleRequest }],
  [cancelDefinition.name, { definition: cancelDefinition, handle: handleCancel }],
]);

export function buildServer() {
  const server = new Server(
    { name: 'herbarium-loans', version: '0.9.4' },
    { capabilities: { tools: { listChanged: false } } },
  );

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...routes.values()].map(r => r.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const route = routes.get(request.params.name);
    if (!route) return { content: [{ type: 'text', text: `No tool named ${request.params.name}` }], isError: true };
    try {
      return await route.handle(request.params.arguments ?? {}, request, extra);
    } catch (err) {
      log('error', 'tool failed', { tool: request.params.name, err: String(err?.message ?? err) });
      return { content: [{ type: 'text', text: 'The collections system is unavailable right now.' }], isError: true };
    }
  });

  return server;
}
