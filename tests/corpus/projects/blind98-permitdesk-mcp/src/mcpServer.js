// Factory for the per-request McpServer with the permit desk tools.
import { McpServer } from '@modelcontextprotocol/server';
import { registerSearchPermits } from './tools/searchPermits.js';
import { registerRequestInspection } from './tools/requestInspection.js';
import { registerRevokePermit } from './tools/revokePermit.js';

export function buildPermitServer() {
  const server = new McpServer(
    { name: 'permitdesk', version: '0.12.0' },
    {
      capabilities: { tools: {} },
      instructions: 'Tools for the city permit desk. Permit numbers look like BP-2025-01234.',
    },
  );
  registerSearchPermits(server);
  registerRequestInspection(server);
  registerRevokePermit(server);
  return server;
}
