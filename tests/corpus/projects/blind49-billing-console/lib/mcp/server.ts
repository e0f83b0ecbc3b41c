import { McpServer } from '@modelcontextprotocol/server';
import { registerSendDunning } from './tools/send-dunning';
import { registerVoidInvoice } from './tools/void-invoice';

/** A fresh server per request: the route handler is stateless, like the rest of the app. */
export function buildBillingServer(): McpServer {
  const server = new McpServer(
    { name: 'billing-console', version: '0.4.0' },
    {
      capabilities: { tools: {} },
      instructions: 'Tools for the finance team: look after open invoices and payment reminders.',
    },
  );
  registerVoidInvoice(server);
  registerSendDunning(server);
  return server;
}
