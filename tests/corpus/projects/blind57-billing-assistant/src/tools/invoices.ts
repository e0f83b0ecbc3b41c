import * as z from 'zod/v4';
import type { McpServer } from '@modelcontextprotocol/server';
import { callerOf } from '../auth.js';
import { fmtMoney, getInvoice, listInvoices } from '../billing.js';

// Paging cursor for list_invoices. It only says where the next page starts inside one
// customer's list, which the caller may read anyway, so it is plain base64 on purpose.
const encodePage = (after: string) => Buffer.from(JSON.stringify({ after }), 'utf8').toString('base64url');

function decodePage(cursor: string | undefined): string | undefined {
  if (!cursor) return undefined;
  try {
    const { after } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { after?: unknown };
    return typeof after === 'string' && after.startsWith('in_') ? after : undefined;
  } catch {
    return undefined;
  }
}

export function registerInvoiceTools(server: McpServer): void {
  server.registerTool(
    'list_invoices',
    {
      description: "List a customer's invoices, newest first, 20 per page.",
      inputSchema: z.object({
        customerId: z.string().startsWith('cus_'),
        cursor: z.string().optional().describe('nextCursor of the previous page'),
      }),
      annotations: { readOnlyHint: true },
    },
    async ({ customerId, cursor }, ctx) => {
      callerOf(ctx);
      const page = await listInvoices(customerId, decodePage(cursor));
      const last = page.invoices.at(-1);
      const lines = page.invoices.map(
        (i) => `${i.number ?? i.id}  ${fmtMoney(i.total, i.currency)}  ${i.status}  ${i.created.slice(0, 10)}`,
      );
      return {
        content: [{ type: 'text', text: lines.join('\n') || 'No invoices.' }],
        structuredContent: {
          invoices: page.invoices,
          nextCursor: page.hasMore && last ? encodePage(last.id) : null,
        },
      };
    },
  );

  server.registerTool(
    'get_invoice',
    {
      description: 'Show one invoice with what is still refundable.',
      inputSchema: z.object({ invoiceId: z.string().startsWith('in_') }),
      annotations: { readOnlyHint: true },
    },
    async ({ invoiceId }, ctx) => {
      callerOf(ctx);
      const inv = await getInvoice(invoiceId);
      return {
        content: [
          {
            type: 'text',
            text:
              `${inv.number ?? inv.id} for ${inv.customerEmail ?? inv.customer}: paid ${fmtMoney(inv.amountPaid, inv.currency)}, ` +
              `refundable ${fmtMoney(inv.amountRefundable, inv.currency)} (${inv.status})`,
          },
        ],
        structuredContent: { ...inv },
      };
    },
  );
}
