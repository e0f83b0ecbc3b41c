// HTTP entry point for the assets MCP server, which registers the generated asset tools.
import { createServer } from 'node:http';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { registerGenerated } from '#gen/tools.gen';

export default function createAssetsServer() {
  const server = new McpServer({ name: 'quarry-assets', version: '2.0.1' }, { capabilities: { tools: {} } });
  registerGenerated(server, 'assets');
  return server;
}

createServer(toNodeHandler(createMcpHandler(createAssetsServer))).listen(Number(process.env.PORT ?? 8401));
