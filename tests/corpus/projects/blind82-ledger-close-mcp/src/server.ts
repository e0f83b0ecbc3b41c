// Builds a fresh McpServer per request and registers the ledger tools on it.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { registerPeriodTools } from './tools/periods.js';
import { registerAdjustmentTools } from './tools/adjustments.js';
import { registerInvoiceTools } from './tools/invoices.js';

export function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'ledger-close', version: '0.9.3' },
    { capabilities: { tools: {} } },
  );
  registerPeriodTools(server);
  registerAdjustmentTools(server);
  registerInvoiceTools(server);
  return server;
}
