// Registers the draft_invoice tool, which asks for payment terms and creates a Stripe draft invoice.
// @ts-nocheck
import * as z from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { codecFor } from '../codecs.js';
import { stripe } from '../stripe.js';

const TOOL = 'draft_invoice';

interface DraftState {
  customerId: string;
  unbilledItems: number;
}

const codec = codecFor<DraftState>(TOOL);

export function registerDraftInvoice(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Create a draft invoice for a customer from their pending invoice items.',
      inputSchema: { customerId: z.string().startsWith('cus_') },
    },
    async ({ customerId }, ctx) => {
      const raw = await ctx.mcpReq.requestState<string>();

      if (!raw) {
        const items = await stripe.invoiceItems.list({ customer: customerId, pending: true, limit: 100 });
        if (items.data.length === 0) {
          return { content: [{ type: 'text', text: 'Nothing to invoice for this customer.' }] };
        }
        return inputRequired({
          inputRequests: {
            terms: inputRequired.elicit({
              message: `${items.data.length} unbilled items found. Choose payment terms for the draft.`,
              requestedSchema: {
                type: 'object',
                properties: {
                  daysUntilDue: { type: 'integer', title: 'Days until due', minimum: 0, maximum: 90, default: 30 },
                  memo: { type: 'string', title: 'Memo (optional)' },
                },
                required: ['daysUntilDue'],
              },
            }),
          },
          requestState: await codec.mint({ customerId, unbilledItems: items.data.length }, ctx),
        });
      }

      const state = await codec.verify(raw, ctx);
      if (state.customerId !== customerId) {
        return { isError: true, content: [{ type: 'text', text: 'State does not match this customer.' }] };
      }
      const terms = acceptedContent<{ daysUntilDue: number; memo?: string }>(ctx.mcpReq.inputResponses, 'terms');
      if (!terms) return { content: [{ type: 'text', text: 'No draft created.' }] };

      const invoice = await stripe.invoices.create({
        customer: state.customerId,
        collection_method: 'send_invoice',
        days_until_due: terms.daysUntilDue,
        description: terms.memo,
        pending_invoice_items_behavior: 'include',
        auto_advance: false,
      });
      return { content: [{ type: 'text', text: `Draft ${invoice.id} created with ${state.unbilledItems} items.` }] };
    },
  );
}
