// list_invoices: pages through a merchant's invoices, asking before each further page is fetched.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { billing } from '../billingApi.js';
import { findMerchantForUser } from '../db.js';
import { formatDay, formatMoney, toolError, toolText } from '../format.js';
import { principalOf, readState, stateCodecFor } from '../state.js';

const TOOL = 'list_invoices';

export function registerInvoiceTools(server) {
  server.registerTool(
    TOOL,
    {
      description: 'List invoices for your merchant account, newest first. Offers to load further pages.',
      inputSchema: {
        status: z.enum(['draft', 'open', 'paid', 'void', 'uncollectible']).optional(),
        customer: z.string().startsWith('cus_').optional(),
        pageSize: z.number().int().min(1).max(100).default(25),
      },
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const userId = principalOf(ctx);
      const merchant = await findMerchantForUser(userId);
      if (!merchant) return toolError('No merchant account is linked to your login.');

      let previous;
      try {
        previous = await readState(TOOL, ctx);
      } catch {
        return toolError('That invoice listing expired or could not be read; start a new one.');
      }

      if (previous) {
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'more');
        if (!answer?.loadMore) return toolText(`Stopped after ${previous.shown} invoices.`);
      }

      const status = previous?.status ?? args.status;
      const customer = previous?.customer ?? args.customer;
      const page = await billing.listInvoices({
        account: merchant.ledger_account_id,
        status,
        customer,
        startingAfter: previous?.cursor,
        limit: args.pageSize,
      });

      const lines = page.data.map(
        (inv) =>
          `${inv.number ?? inv.id}  ${inv.status.padEnd(13)} ${formatMoney(inv.amount_due, inv.currency)}  due ${formatDay(inv.due_date)}`,
      );
      const shown = (previous?.shown ?? 0) + page.data.length;
      if (!page.has_more || page.data.length === 0) {
        return toolText(lines.length ? lines.join('\n') : 'No invoices match.');
      }

      const requestState = await stateCodecFor(TOOL).mint(
        { cursor: page.data[page.data.length - 1].id, status, customer, shown },
        ctx,
      );
      return inputRequired({
        inputRequests: {
          more: inputRequired.elicit({
            message: `${lines.join('\n')}\n\n${shown} invoices shown. Load the next ${args.pageSize}?`,
            requestedSchema: {
              type: 'object',
              properties: { loadMore: { type: 'boolean', title: 'Load more' } },
              required: ['loadMore'],
            },
          }),
        },
        requestState,
      });
    },
  );
}
