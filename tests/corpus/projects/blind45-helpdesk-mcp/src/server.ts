import { McpServer } from '@modelcontextprotocol/server';
import type { AppContext } from './context.js';
import { registerEscalate } from './tools/escalate.js';
import { registerMerge } from './tools/merge.js';

export function createAppServer(app: AppContext): McpServer {
  const server = new McpServer(
    { name: 'helpdesk-mcp', version: '0.4.0' },
    { capabilities: { tools: {} } },
  );
  registerEscalate(server, app);
  registerMerge(server, app);
  return server;
}
