import { createMcpHandler, McpServer } from '@modelcontextprotocol/server';
import { orderStateCodec } from './codec.js';
import { registerOrderTools } from './orderTools.js';

export function buildMcpServer(): McpServer {
  const server = new McpServer(
    { name: 'storefront-support', version: '5.3.0' },
    { capabilities: { tools: {} }, requestState: { verify: orderStateCodec.verify } },
  );
  registerOrderTools(server);
  return server;
}

export const mcpHandler = createMcpHandler(buildMcpServer);
