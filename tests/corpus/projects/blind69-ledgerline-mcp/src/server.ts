// Builds one McpServer instance with every Ledgerline tool registered.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { registerInvoiceTools } from './tools/invoices.js';
import { registerPayoutTools } from './tools/payouts.js';
import { registerRefundTools } from './tools/refunds.js';

export function buildServer() {
  const server = new McpServer(
    { name: 'ledgerline', title: 'Ledgerline Billing', version: '0.6.2' },
    {
      capabilities: { tools: {} },
      instructions:
        'Tools act on the merchant account linked to the signed-in user. Refunds and payouts always ask for confirmation.',
    },
  );
  registerInvoiceTools(server);
  registerRefundTools(server);
  registerPayoutTools(server);
  return server;
}
