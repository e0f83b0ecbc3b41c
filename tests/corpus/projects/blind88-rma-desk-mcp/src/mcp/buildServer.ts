// Creates the McpServer for one request and registers the returns-desk tools.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerCreateReturn } from '../tools/createReturn.js';
import { registerRefundOrder } from '../tools/refundOrder.js';

export function buildServer() {
  const server = new McpServer(
    { name: 'rma-desk', version: '1.2.3' },
    { capabilities: { tools: {} }, instructions: 'Create return labels and issue refunds for customer orders.' },
  );
  registerCreateReturn(server);
  registerRefundOrder(server);
  return server;
}
