// Low-level MCP request handlers: tool listing and tool-call dispatch with multi-round parameters.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { principal } from './auth.js';
import type { StateTokens } from './stateToken.js';
import { listRecordsTool } from './tools/listRecords.js';
import { upsertRecordTool } from './tools/upsertRecord.js';
import { deleteRecordTool } from './tools/deleteRecord.js';

const TOOLS = [listRecordsTool, upsertRecordTool, deleteRecordTool];
const byName = new Map(TOOLS.map((t) => [t.definition.name, t]));

export function createDnsServer(tokens: StateTokens) {
  const server = new Server({ name: 'zonekeeper', version: '3.0.0-rc.2' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: TOOLS.map((t) => t.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = byName.get(request.params.name);
    if (!tool) return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
    const { userId, tenantId } = principal(extra);
    const params = request.params as any;
    const call = {
      userId,
      tenantId,
      requestState: params.requestState ?? params._meta?.requestState,
      inputResponses: params.inputResponses ?? params._meta?.inputResponses,
    };
    try {
      return await tool.run(params.arguments ?? {}, call, tokens);
    } catch (err) {
      console.error(`[zonekeeper] ${request.params.name} failed`, err);
      return { isError: true, content: [{ type: 'text', text: `Failed: ${err.message}` }] };
    }
  });

  return server;
}
