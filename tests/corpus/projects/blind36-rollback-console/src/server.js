import { McpServer } from '@modelcontextprotocol/server';
import { rollbackConfig, rollbackRelease, TOOL } from './rollback-tool.js';

export function createRollbackServer() {
  const server = new McpServer(
    { name: 'rollback-console', version: '0.3.0' },
    { capabilities: { tools: {} }, instructions: 'Rollbacks always need an explicit confirmation from the user.' },
  );
  server.registerTool(TOOL, rollbackConfig, rollbackRelease);
  return server;
}
