import type Stripe from 'stripe';
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { formatMoney, refundStateCodec, type RefundState } from '../state.js';

export function registerRefundTool(server: McpServer, stripe: Stripe): void {
  server.registerTool(
    'refund_invoice',
    {
      description: 'Refund a paid invoice, fully or partially',
      inputSchema: z.object({
        invoiceId: z.string().startsWith('in_'),
        amountCents: z.number().int().positive().optional(),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ invoiceId, amountCents }, ctx) => {
      const raw = ctx.mcpReq.requestState<string>();

      if (!raw) {
        const invoice = await stripe.invoices.retrieve(invoiceId);
        if (invoice.status !== 'paid' || typeof invoice.charge !== 'string') {
          return { isError: true, content: [{ type: 'text', text: `${invoiceId} is not a paid invoice.` }] };
        }
        const amount = amountCents ?? invoice.amount_paid;
        if (amount > invoice.amount_paid) {
          return { isError: true, content: [{ type: 'text', text: 'Refund exceeds the amount paid.' }] };
        }
        const state: RefundState = { invoiceId, chargeId: invoice.charge, amountCents: amount, currency: invoice.currency };
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Refund ${formatMoney(amount, invoice.currency)} on ${invoiceId} to ${invoice.customer_email ?? 'the customer'}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await refundStateCodec.mint(state, ctx),
        });
      }

      let state: RefundState;
      try {
        state = await refundStateCodec.verify(raw, ctx);
      } catch {
        return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      }
      if (state.invoiceId !== invoiceId || (amountCents !== undefined && amountCents !== state.amountCents)) {
        return { isError: true, content: [{ type: 'text', text: 'Confirmation does not match this refund.' }] };
      }

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return { content: [{ type: 'text', text: 'Refund not issued.' }] };

      const refund = await stripe.refunds.create(
        { charge: state.chargeId, amount: state.amountCents, reason: 'requested_by_customer' },
        { idempotencyKey: `mcp-refund-${state.invoiceId}-${state.amountCents}` },
      );
      return { content: [{ type: 'text', text: `Refund ${refund.id} is ${refund.status}.` }] };
    },
  );
}
