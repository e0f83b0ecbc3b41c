import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import * as approveChange from './flows/approve-change.js';
import * as listPending from './flows/list-pending.js';

const tools = new Map([approveChange, listPending].map((tool) => [tool.definition.name, tool]));

/** One MCP server per SSE connection; the signer worker is shared by all of them. */
export function buildServer({ signer }) {
  const server = new Server(
    { name: 'change-approvals', version: '1.2.3' },
    { capabilities: { tools: {} }, instructions: 'Approvals are multi-step; answer each question the server asks.' },
  );

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map((tool) => tool.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    return tool.handle(request.params, extra, { signer });
  });

  return server;
}
