// Builds the invoice-desk McpServer (SDK 2.x) and registers the finance tools.
import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { listOverdue } from './db.js';
import { registerInvoices } from './tools/invoices.js';
import { registerRefunds } from './tools/refunds.js';
import { registerWriteOff } from './tools/writeOff.js';
import { caller, money, text, toolError } from './tools/util.js';

export function buildServer(deps) {
  const server = new McpServer({ name: 'invoice-desk', version: '0.9.2' }, { capabilities: { tools: {} } });

  server.registerTool(
    'list_overdue_invoices',
    {
      description: 'List overdue invoices for your organisation, oldest first.',
      inputSchema: z.object({ limit: z.number().int().min(1).max(100).default(25) }),
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const who = caller(ctx);
      if (!who) return toolError('Authentication required.');
      const rows = await listOverdue(who.tenantId, args.limit);
      const lines = rows.map((r) => `${r.number}  ${r.customer}  ${money(r.balance_cents, r.currency)}  due ${r.due_date.toISOString().slice(0, 10)}`);
      return text(lines.join('\n') || 'Nothing overdue.', { invoices: rows });
    },
  );

  registerInvoices(server, deps);
  registerRefunds(server, deps);
  registerWriteOff(server);
  return server;
}
