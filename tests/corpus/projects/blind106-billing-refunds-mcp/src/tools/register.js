// Builds a per-request McpServer for one agent and workspace and registers the billing tools.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerIssueRefund } from './issueRefund.js';
import { registerLookupCharge } from './lookupCharge.js';

export function buildServer(context) {
  const server = new McpServer({ name: 'billing-refunds', version: '4.0.2' }, { capabilities: { tools: {} } });
  registerLookupCharge(server, context);
  registerIssueRefund(server, context);
  return server;
}
