// list_invoices tool: read-only listing of an organisation's invoices.
// @ts-nocheck
import { z } from 'zod';
import { listInvoices } from '../db/invoices';

const formatMoney = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

export function registerListInvoices(server, deps) {
  server.registerTool(
    'list_invoices',
    {
      title: 'List invoices',
      description: 'List recent invoices for your organisation, optionally filtered by status.',
      inputSchema: z.object({
        status: z.enum(['draft', 'open', 'paid', 'void']).optional(),
        limit: z.number().int().min(1).max(100).default(20),
        before: z.string().datetime().optional(),
      }),
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const orgId = ctx.http?.authInfo?.extra?.orgId;
      if (!orgId) {
        return { content: [{ type: 'text', text: 'Sign in to list invoices.' }], isError: true };
      }
      const rows = await listInvoices(deps.db, orgId, args);
      if (rows.length === 0) {
        return { content: [{ type: 'text', text: 'No invoices match.' }] };
      }
      const lines = rows.map(
        (r) =>
          `${r.id}  ${r.status.padEnd(5)}  ${formatMoney(r.amount_cents, r.currency).padStart(12)}  ${r.customer_name}  (${r.issued_at.slice(0, 10)})`,
      );
      return {
        content: [{ type: 'text', text: lines.join('\n') }],
        structuredContent: { invoices: rows.map(({ customer_email, ...rest }) => rest) },
      };
    },
  );
}
