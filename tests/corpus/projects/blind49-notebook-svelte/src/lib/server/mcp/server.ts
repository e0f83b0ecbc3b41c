import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { McpUser } from '$lib/server/auth';
import * as exportNotebook from './tools/export-notebook';
import * as shareNotebook from './tools/share-notebook';

/** tools/call params as of protocol 2026-07-28 (the 1.x SDK types predate multi round-trip). */
export interface ToolParams {
  name: string;
  arguments?: Record<string, unknown>;
  requestState?: string;
  inputResponses?: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;
}

const tools = {
  [exportNotebook.definition.name]: exportNotebook,
  [shareNotebook.definition.name]: shareNotebook,
};

export function createNotebookServer(user: McpUser): Server {
  const server = new Server({ name: 'notebook', version: '2.3.1' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: Object.values(tools).map((tool) => tool.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const params = request.params as ToolParams;
    const tool = tools[params.name];
    if (!tool) {
      return { isError: true, content: [{ type: 'text', text: `Unknown tool: ${params.name}` }] };
    }
    return tool.call(params, user) as never;
  });

  return server;
}
