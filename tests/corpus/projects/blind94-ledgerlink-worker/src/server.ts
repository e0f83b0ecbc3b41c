// Builds a fresh LedgerLink McpServer with all tools registered.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import type { LedgerConfig } from './config';
import { registerIssueRefund } from './tools/issueRefund';
import { registerListInvoices } from './tools/listInvoices';
import { registerVoidInvoice } from './tools/voidInvoice';

export interface ToolDeps {
  cfg: LedgerConfig;
  db: D1Database;
}

export function buildServer(deps: ToolDeps): McpServer {
  const server = new McpServer(
    { name: 'ledgerlink', version: '0.9.2' },
    {
      capabilities: { tools: {} },
      instructions: 'Invoice tools for LedgerLink. Voids and refunds always ask the user to confirm first.',
    },
  );
  registerListInvoices(server, deps);
  registerVoidInvoice(server, deps);
  registerIssueRefund(server, deps);
  return server;
}
