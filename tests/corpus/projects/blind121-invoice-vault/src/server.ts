// Builds the invoice-vault MCP server and registers the draft, pay and export tools.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { registerDraftInvoice } from './tools/draftInvoice.js';
import { registerPayInvoice } from './tools/payInvoice.js';
import { registerExportLedger } from './tools/exportLedger.js';

export default function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'invoice-vault', version: '0.4.2' },
    { capabilities: { tools: {} } },
  );
  registerDraftInvoice(server);
  registerPayInvoice(server);
  registerExportLedger(server);
  return server;
}
