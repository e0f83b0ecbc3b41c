import { McpServer } from '@modelcontextprotocol/server';
import type { BillingClient } from './billing.js';
import { registerRefund } from './tools/refund.js';
import { registerStatement } from './tools/statement.js';

export function createLedgerServer(billing: BillingClient): McpServer {
  const server = new McpServer({ name: 'ledger', version: '1.8.0' }, { capabilities: { tools: {} } });
  registerRefund(server, billing);
  registerStatement(server, billing);
  return server;
}
