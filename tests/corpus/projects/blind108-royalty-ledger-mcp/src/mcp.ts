// Creates the McpServer and registers every ledger tool on it.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerStatementTools } from './tools/statements.js';
import { registerDisputeTool } from './tools/dispute.js';
import { registerPayoutTool } from './tools/payout.js';

export function buildMcpServer() {
  const server = new McpServer({ name: 'royalty-ledger', version: '0.9.1' }, { capabilities: { tools: {} } });
  registerStatementTools(server);
  registerDisputeTool(server);
  registerPayoutTool(server);
  return server;
}
