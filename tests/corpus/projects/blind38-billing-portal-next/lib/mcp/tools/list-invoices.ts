import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { customerForUser, formatMoney, listInvoices } from '@/lib/billing';
import { decodeCursor, encodeCursor } from '@/lib/state/cursor';

const STATUS_CHOICES = ['open', 'paid', 'void', 'any'] as const;

export function registerListInvoices(server: McpServer) {
  server.registerTool(
    'list_invoices',
    {
      title: 'List invoices',
      description: 'List the invoices of the signed-in customer. Asks which status to show.',
      inputSchema: z.object({}),
      annotations: { readOnlyHint: true },
    },
    async (_args, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId as string | undefined;
      if (!userId) {
        return { isError: true, content: [{ type: 'text', text: 'Sign in to list invoices.' }] };
      }

      const raw = ctx.mcpReq.requestState<string>();
      if (raw === undefined) {
        const customer = await customerForUser(userId);
        return inputRequired({
          inputRequests: {
            status: inputRequired.elicit({
              message: `Which invoices of ${customer.name} do you want to see?`,
              requestedSchema: {
                type: 'object',
                properties: { status: { type: 'string', enum: [...STATUS_CHOICES], default: 'open' } },
                required: ['status'],
              },
            }),
          },
          requestState: encodeCursor({ customerId: customer.id }), // expect: require-sealed-state
        });
      }

      const cursor = decodeCursor(raw); // expect: require-sealed-state
      const choice = acceptedContent<{ status: (typeof STATUS_CHOICES)[number] }>(ctx.mcpReq.inputResponses, 'status');
      const status = choice?.status && choice.status !== 'any' ? choice.status : undefined;

      const page = await listInvoices(cursor.customerId, { status, startingAfter: cursor.startingAfter });
      if (page.data.length === 0) {
        return { content: [{ type: 'text', text: 'No invoices match.' }] };
      }
      const lines = page.data.map(
        (inv) => `${inv.number}  ${inv.status.padEnd(5)}  ${formatMoney(inv.total, inv.currency)}  ${inv.createdAt.slice(0, 10)}`,
      );
      if (page.hasMore) lines.push('…more invoices exist; narrow the status to see them.');
      return { content: [{ type: 'text', text: lines.join('\n') }] };
    },
  );
}
