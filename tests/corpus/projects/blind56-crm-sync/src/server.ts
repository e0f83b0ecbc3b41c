import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { NotConnectedError } from './hubspot.js';
import { deleteSegmentTool } from './tools/delete-segment.js';
import { importContactsTool } from './tools/import-contacts.js';
import { failure, type CallContext, type ToolHandler } from './tools/context.js';

const tools: Record<string, ToolHandler> = {
  [importContactsTool.definition.name]: importContactsTool,
  [deleteSegmentTool.definition.name]: deleteSegmentTool,
};

export function buildServer(): Server {
  const server = new Server({ name: 'crm-sync', version: '0.4.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: Object.values(tools).map((tool) => tool.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools[request.params.name];
    if (!tool) return failure(`No such tool: ${request.params.name}`) as CallToolResult;

    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== 'string') throw new Error('unauthenticated tools/call');

    // multi round-trip fields (2026-07-28) are passthrough params in SDK 1.x
    const params = request.params as Record<string, unknown>;
    const ctx: CallContext = {
      userId,
      requestState: typeof params.requestState === 'string' ? params.requestState : undefined,
      inputResponses: params.inputResponses as CallContext['inputResponses'],
    };

    try {
      return (await tool.call(request.params.arguments ?? {}, ctx)) as CallToolResult;
    } catch (err) {
      if (err instanceof NotConnectedError) return failure(err.message) as CallToolResult;
      throw err;
    }
  });

  return server;
}
