// Assembles the McpServer with all reconciliation tools.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerMatchInvoices } from './tools/matchInvoices.js';
import { registerDisputeLine } from './tools/disputeLine.js';
import { registerApprovePayment } from './tools/approvePayment.js';

export function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'invoice-reconcile', version: '2.3.0' },
    { capabilities: { tools: {} } },
  );
  registerMatchInvoices(server);
  registerDisputeLine(server);
  registerApprovePayment(server);
  return server;
}
