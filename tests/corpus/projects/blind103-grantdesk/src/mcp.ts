// Assembles the grantdesk McpServer (SDK 1.x) and registers every tool.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerBudgetTool } from './tools/budget.js';
import { registerAmendmentTools } from './tools/amendments.js';
import { registerPortalSyncTool } from './tools/portalSync.js';

export function buildMcpServer() {
  const server = new McpServer(
    { name: 'grantdesk', version: '2.1.0' },
    {
      capabilities: { tools: {} },
      instructions: 'Research office tools. Amounts are in cents of the award currency.',
    },
  );
  registerBudgetTool(server);
  registerAmendmentTools(server);
  registerPortalSyncTool(server);
  return server;
}
