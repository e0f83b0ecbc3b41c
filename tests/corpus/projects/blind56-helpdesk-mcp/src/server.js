import { McpServer } from '@modelcontextprotocol/server';
import { registerEscalate } from './tools/escalate.js';
import { registerMerge } from './tools/merge.js';

/**
 * One McpServer per HTTP request (createMcpHandler calls this factory).
 * @param {{ codec: ReturnType<typeof import('./state-codec.js').createHelpdeskCodec>, zendesk: ReturnType<typeof import('./zendesk.js').createZendesk> }} deps
 */
export function createServer(deps) {
  const server = new McpServer(
    { name: 'helpdesk-mcp', version: '1.3.0' },
    {
      capabilities: { tools: {} },
      requestState: { verify: deps.codec.verify },
    },
  );
  registerEscalate(server, deps);
  registerMerge(server, deps);
  return server;
}
