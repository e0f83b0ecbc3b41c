// Builds the per-request McpServer, wiring the requestState verify hook and registering the billing tools.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { verifyIncomingState } from './stateKeys.js';
import { registerInvoiceTools } from './tools/invoices.js';
import { registerLedgerExportTool } from './tools/ledgerExport.js';
import { registerAdminCreditTool } from './tools/adminCredit.js';

export function buildServer() {
  const server = new McpServer(
    { name: config.serviceName, version: config.serviceVersion },
    {
      capabilities: { tools: {} },
      instructions: 'Billing tools for the signed-in Ledgerly workspace. Amounts are in minor units (cents).',
      requestState: { verify: verifyIncomingState },
    },
  );
  registerInvoiceTools(server);
  registerLedgerExportTool(server);
  registerAdminCreditTool(server);
  return server;
}
