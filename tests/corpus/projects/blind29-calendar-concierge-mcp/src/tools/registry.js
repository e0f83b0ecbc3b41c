import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { toolError } from '../middleware.js';
import { cancelEvent } from './cancel-event.js';
import { findSlot } from './find-slot.js';

const catalogue = Object.freeze(
  Object.fromEntries([findSlot, cancelEvent].map((tool) => [tool.definition.name, tool])),
);

export function buildServer() {
  const server = new Server({ name: 'calendar-concierge', version: '2.1.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: Object.values(catalogue).map((tool) => tool.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = Object.hasOwn(catalogue, request.params.name) ? catalogue[request.params.name] : undefined;
    return tool ? tool.handle(request, extra) : toolError(`Unknown tool: ${request.params.name}`);
  });

  return server;
}
