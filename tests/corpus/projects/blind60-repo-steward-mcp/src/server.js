import { McpServer } from '@modelcontextprotocol/server';
import { TOOLS } from './tools/index.js';

export function buildServer() {
  const server = new McpServer({ name: 'repo-steward', version: '1.4.0' }, { capabilities: { tools: {} } });
  for (const { name, config, handler } of TOOLS) {
    server.registerTool(name, config, handler);
  }
  return server;
}
