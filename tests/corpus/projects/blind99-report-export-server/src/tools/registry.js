// Builds the low-level MCP Server, lists the report tools and routes tools/call with its multi-round parameters.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { exportReportTool } from './exportReport.js';
import { fetchChunkTool } from './fetchChunk.js';
import { errorResult } from './results.js';

const TOOLS = new Map([exportReportTool, fetchChunkTool].map((tool) => [tool.definition.name, tool]));

export function createServer() {
  const server = new Server({ name: 'report-export-server', version: '1.7.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...TOOLS.values()].map((tool) => tool.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = TOOLS.get(request.params.name);
    if (!tool) return errorResult(`Unknown tool ${request.params.name}`);

    const auth = extra.authInfo;
    const userId = auth?.extra?.userId;
    if (!userId) return errorResult('Authentication required.');

    const meta = request.params._meta ?? {};
    const ctx = {
      userId: String(userId),
      orgId: auth.extra.orgId,
      requestState: meta.requestState ?? request.params.requestState,
      inputResponses: meta.inputResponses ?? request.params.inputResponses,
    };
    try {
      return await tool.handler(request.params.arguments ?? {}, ctx);
    } catch (err) {
      console.error(`${request.params.name} failed`, err);
      return errorResult(`${request.params.name} failed: ${err.message}`);
    }
  });

  return server;
}
