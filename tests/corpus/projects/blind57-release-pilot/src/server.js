import { McpServer } from '@modelcontextprotocol/server';
import { codec } from './state.js';
import { registerDeploy } from './tools/deploy.js';
import { registerHistory } from './tools/history.js';
import { registerRollback } from './tools/rollback.js';

export function buildServer() {
  const server = new McpServer(
    { name: 'release-pilot', version: '1.3.0' },
    {
      capabilities: { tools: {} },
      requestState: { verify: codec.verify },
      instructions: 'Deploys and rollbacks always ask a human to confirm. Never retry a refused confirmation.',
    },
  );

  registerHistory(server);
  registerDeploy(server, { codec });
  registerRollback(server, { codec });
  return server;
}
