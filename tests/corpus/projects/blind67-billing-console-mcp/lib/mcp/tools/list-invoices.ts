import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { getCustomer, listInvoices, type Invoice } from '@/lib/billing';
import { issueRoundToken, readRoundToken } from '@/lib/state/round-token';
import { callerOf, refusal, text } from '../register';

const TOOL = 'list_invoices';

interface InvoiceCursor {
  customerId: string;
  status?: string;
  pageToken: string;
  shown: number;
}

const line = (i: Invoice) =>
  `${i.number}  ${i.status.padEnd(13)} ${(i.totalCents / 100).toFixed(2)} ${i.currency.toUpperCase()}  ${i.createdAt.slice(0, 10)}`;

export function registerListInvoices(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: "List a customer's invoices, twenty at a time",
      inputSchema: z.object({
        customerId: z.string().startsWith('cus_'),
        status: z.enum(['draft', 'open', 'paid', 'void', 'uncollectible']).optional(),
      }),
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const caller = callerOf(ctx);
      const binding = { userId: caller.userId, tool: TOOL };
      const token = ctx.mcpReq.requestState<string>();

      let cursor: { customerId: string; status?: string; pageToken?: string; shown: number };
      if (token === undefined) {
        await getCustomer(caller.accountId, args.customerId); // 404s for another account's customer
        cursor = { customerId: args.customerId, status: args.status, shown: 0 };
      } else {
        const saved = await readRoundToken<InvoiceCursor>(token, binding);
        if (!saved) return refusal('That listing expired. Ask for the invoices again.');
        if (!acceptedContent<{ more: boolean }>(ctx.mcpReq.inputResponses, 'more')?.more) return text('Done.');
        cursor = saved;
      }

      const page = await listInvoices(caller.accountId, cursor.customerId, cursor.status, cursor.pageToken);
      const shown = cursor.shown + page.invoices.length;
      const body = page.invoices.map(line).join('\n') || 'No invoices.';
      if (!page.nextPageToken) return text(`${body}\n(${shown} in total)`);

      const next: InvoiceCursor = {
        customerId: cursor.customerId,
        status: cursor.status,
        pageToken: page.nextPageToken,
        shown,
      };
      return inputRequired({
        inputRequests: {
          more: inputRequired.elicit({
            message: `${body}\n\nShown ${shown} so far. Show more?`,
            requestedSchema: { type: 'object', properties: { more: { type: 'boolean' } }, required: ['more'] },
          }),
        },
        requestState: await issueRoundToken({ ...next }, binding),
      });
    },
  );
}
