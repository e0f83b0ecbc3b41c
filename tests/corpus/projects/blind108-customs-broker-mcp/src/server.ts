// Builds the McpServer for one request and registers the brokerage tools.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { registerClassifyTool } from './tools/classify.js';
import { registerDeclarationTools } from './tools/declarations.js';

export function buildServer() {
  const server = new McpServer(
    { name: 'customs-broker', version: '0.4.0' },
    { capabilities: { tools: {} } },
  );
  registerClassifyTool(server);
  registerDeclarationTools(server);
  return server;
}
