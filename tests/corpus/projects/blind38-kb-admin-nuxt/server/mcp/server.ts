import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { archiveSpace, archiveSpaceTool } from './tools/archive-space';
import { bulkRetag, bulkRetagTool } from './tools/bulk-retag';
import { text, type RoundParams, type ToolHandler } from './tools/shared';

const tools = [bulkRetagTool, archiveSpaceTool];

const handlers: Record<string, ToolHandler> = {
  [bulkRetagTool.name]: bulkRetag,
  [archiveSpaceTool.name]: archiveSpace,
};

export function createKbServer(): Server {
  const server = new Server({ name: 'kb-admin', version: '2.3.1' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const params = request.params as RoundParams;
    const handler = handlers[params.name];
    if (!handler) return text(`Unknown tool ${params.name}`, true);
    // The 1.x result schema doesn't know input_required yet; the transport serialises whatever we return.
    return (await handler(params, extra)) as never;
  });

  return server;
}
