import { McpServer } from '@modelcontextprotocol/server';
import { registerCancelSubscription } from './tools/cancel-subscription';
import { registerChangePlan } from './tools/change-plan';
import { registerListInvoices } from './tools/list-invoices';

/** One server per request: createMcpHandler calls this for every HTTP request. */
export function buildBillingServer(): McpServer {
  const server = new McpServer(
    { name: 'acme-billing', version: '0.9.0' },
    { capabilities: { tools: {} }, instructions: 'Billing tools for the signed-in Acme customer.' },
  );

  registerListInvoices(server);
  registerChangePlan(server);
  registerCancelSubscription(server);

  return server;
}
