import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { ZodError } from 'zod';
import { NotConnectedError } from './google.js';
import * as cancelEvent from './tools/cancel-event.js';
import * as findSlot from './tools/find-slot.js';

const tools = new Map([findSlot, cancelEvent].map((t) => [t.definition.name, t]));

function callerFrom(extra) {
  const userId = extra.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('request reached the MCP server without an authenticated user');
  }
  return { userId };
}

export function buildServer() {
  const server = new Server({ name: 'calendar-concierge', version: '0.7.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map((t) => t.definition),
  }));

  // SDK 1.x does not model multi round-trip results; tools return them as plain objects and
  // read params.requestState / params.inputResponses themselves.
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) {
      return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
    }
    const caller = callerFrom(extra);
    try {
      return await tool.call(request.params, caller);
    } catch (err) {
      if (err instanceof NotConnectedError) return { isError: true, content: [{ type: 'text', text: err.message }] };
      if (err instanceof ZodError) {
        return { isError: true, content: [{ type: 'text', text: `Invalid arguments: ${err.message}` }] };
      }
      throw err;
    }
  });

  return server;
}
