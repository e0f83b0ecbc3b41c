import { McpServer } from '@modelcontextprotocol/server';
import { registerPromote } from './tools/promote.js';
import { registerPurge } from './tools/purge.js';
import { registerRetire } from './tools/retire.js';

export function buildServer(): McpServer {
  const server = new McpServer({ name: 'shipyard-deploys', version: '1.3.0' }, { capabilities: { tools: {} } });
  registerPromote(server);
  registerRetire(server);
  registerPurge(server);
  return server;
}
