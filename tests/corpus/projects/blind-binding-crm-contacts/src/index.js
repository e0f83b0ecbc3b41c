// Models the CRM MCP server factory: SDK 2.x McpServer per request, codec verify hook, tools registered from a module.
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import stateCodec from './requestState.js';
import { registerSegmentTools } from './tools/segments.js';

export const handler = createMcpHandler(() => {
  const server = new McpServer(
    { name: 'crm-contacts', version: '2.1.0' },
    { capabilities: { tools: {} }, requestState: { verify: stateCodec.verify } },
  );
  registerSegmentTools(server, stateCodec);
  return server;
});
