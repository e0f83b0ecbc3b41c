import { McpServer } from '@modelcontextprotocol/server';
import { registerBillingEmail } from './tools/billing-email.js';
import { registerInvoiceTools } from './tools/invoices.js';
import { registerRefund } from './tools/refund.js';

/**
 * No requestState.verify hook on purpose: the SDK hook cannot see the tool name or the
 * arguments, so each tool opens its own state with state/box.ts, bound to user, tool and args.
 */
export function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'billing-assistant', version: '2.1.0' },
    { capabilities: { tools: {} }, instructions: 'Refunds and contact changes always need a human approval round.' },
  );
  registerInvoiceTools(server);
  registerRefund(server);
  registerBillingEmail(server);
  return server;
}
