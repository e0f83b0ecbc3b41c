import { McpServer } from '@modelcontextprotocol/server';
import { registerRollback } from './tools/rollback.js';
import { registerPromote } from './tools/promote.js';

// state is a JWT we sign and check ourselves in the tools
export function buildServer() {
  const server = new McpServer({ name: 'deploy-helper', version: '0.9.0' }, { capabilities: { tools: {} } });
  registerRollback(server);
  registerPromote(server);
  return server;
}
