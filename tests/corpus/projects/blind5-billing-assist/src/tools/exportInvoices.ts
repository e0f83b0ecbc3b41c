import type Stripe from 'stripe';
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { readCursor, writeCursor } from '../cursor.js';

const PAGE_SIZE = 50;

function toCsv(rows: Stripe.Invoice[]): string {
  const header = 'id,number,status,amount_due,amount_paid,currency,created';
  const lines = rows.map((r) =>
    [r.id, r.number ?? '', r.status ?? '', r.amount_due, r.amount_paid, r.currency, new Date(r.created * 1000).toISOString()].join(','),
  );
  return [header, ...lines].join('\n');
}

export function registerExportTool(server: McpServer, stripe: Stripe): void {
  server.registerTool(
    'export_invoices',
    {
      description: 'Export a customer’s invoices page by page',
      inputSchema: z.object({ customerId: z.string().startsWith('cus_'), format: z.enum(['csv', 'json']).default('csv') }),
      annotations: { readOnlyHint: true },
    },
    async ({ customerId, format }, ctx) => {
      const sub = String(ctx.http?.authInfo?.extra?.userId ?? '');
      if (!sub) return { isError: true, content: [{ type: 'text', text: 'Sign in to export invoices.' }] };

      const raw = ctx.mcpReq.requestState<string>();
      let after: string | undefined;
      if (raw) {
        const cursor = readCursor(raw, sub);
        if (!cursor || cursor.customerId !== customerId) {
          return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
        }
        const more = acceptedContent<{ more: boolean }>(ctx.mcpReq.inputResponses, 'more');
        if (!more?.more) return { content: [{ type: 'text', text: 'Export finished.' }] };
        after = cursor.after;
        format = cursor.format;
      }

      const page = await stripe.invoices.list({ customer: customerId, limit: PAGE_SIZE, starting_after: after });
      const body = format === 'csv' ? toCsv(page.data) : JSON.stringify(page.data, null, 2);
      if (!page.has_more) return { content: [{ type: 'text', text: body }] };

      return inputRequired({
        inputRequests: {
          more: inputRequired.elicit({
            message: `Exported ${page.data.length} invoices. Continue with the next page?`,
            requestedSchema: { type: 'object', properties: { more: { type: 'boolean' } }, required: ['more'] },
          }),
        },
        requestState: writeCursor({ sub, customerId, format, after: page.data.at(-1)?.id }),
      });
    },
  );
}
