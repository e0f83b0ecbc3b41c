// Builds one McpServer per request with the release tools and the requestState verify hook.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { registerPromote } from './tools/promote.js';
import { registerRollback } from './tools/rollback.js';
import { registerFreeze } from './tools/freeze.js';

export function buildServer(deps) {
  const server = new McpServer(
    { name: 'release-train', version: '0.9.3' },
    {
      capabilities: { tools: {} },
      requestState: { verify: deps.state.verify },
    },
  );
  registerPromote(server, deps);
  registerRollback(server, deps);
  registerFreeze(server, deps);
  return server;
}
