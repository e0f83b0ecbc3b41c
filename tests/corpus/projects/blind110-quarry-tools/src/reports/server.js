// HTTP entry point for the reports MCP server, which registers the generated report tools.
import { createServer } from 'node:http';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { registerGenerated } from '#gen/tools.gen';

export default function createReportsServer() {
  const server = new McpServer({ name: 'quarry-reports', version: '1.6.0' }, { capabilities: { tools: {} } });
  registerGenerated(server, 'reports');
  return server;
}

createServer(toNodeHandler(createMcpHandler(createReportsServer))).listen(Number(process.env.PORT ?? 8402));
