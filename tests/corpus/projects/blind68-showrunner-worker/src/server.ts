import { McpServer } from '@modelcontextprotocol/server';
import type { Env } from './env';
import { registerSchedule } from './tools/schedule';
import { registerUnpublish } from './tools/unpublish';

// Round state is signed and checked by the tools themselves (lib/envelope.ts), so no verify hook here.
export function buildServer(env: Env): McpServer {
  const server = new McpServer({ name: 'showrunner', version: '0.9.0' }, { capabilities: { tools: {} } });
  registerSchedule(server, env);
  registerUnpublish(server, env);
  return server;
}
