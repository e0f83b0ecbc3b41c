import { McpServer, StdioServerTransport } from '@modelcontextprotocol/server';
import approveInvoice, * as approve from './tools/approve-invoice.js';
import voidInvoice, * as voiding from './tools/void-invoice.js';

// Runs on stdio inside the finance desktop app; the app starts one process per
// signed-in accountant and passes the user in the environment.
const accountant = process.env.FINANCE_USER;
if (!accountant) {
  console.error('FINANCE_USER is not set');
  process.exit(1);
}
const whoami = () => accountant;

const server = new McpServer({ name: 'invoice-approver', version: '2.0.3' }, { capabilities: { tools: {} } });

for (const [mod, factory] of [
  [approve, approveInvoice],
  [voiding, voidInvoice],
]) {
  server.registerTool(mod.name, mod.config, factory(whoami));
}

await server.connect(new StdioServerTransport());
