// Builds the invoice-console MCP server and registers the void and draft invoice tools.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { registerDraftInvoice } from './tools/draftInvoice';
import { registerVoidInvoice } from './tools/voidInvoice';

/**
 * No global requestState.verify hook: each tool verifies with its own codec,
 * because the tool name is part of the binding and the hook doesn't know it.
 */
export default function createInvoiceServer(): McpServer {
  const server = new McpServer({ name: 'invoice-console', version: '0.6.0' }, { capabilities: { tools: {} } });
  registerVoidInvoice(server);
  registerDraftInvoice(server);
  return server;
}
