// Tool issue_refund: refunds part or all of a paid invoice through PayStream after the user confirms the amount.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { getInvoice, recordRefund } from '../db.js';
import { createRefund, getPayment, tenantCredentials } from '../services/payments.js';
import { caller, confirmSchema, money, text, toolError } from './util.js';

const TOOL = 'issue_refund';

export function registerRefunds(server, deps) {
  server.registerTool(
    TOOL,
    {
      description: 'Refund a paid invoice, fully or partly, to the original payment method.',
      inputSchema: z.object({
        invoiceId: z.string().uuid(),
        amountCents: z.number().int().positive().optional(),
        reason: z.enum(['duplicate', 'requested_by_customer', 'fraudulent']),
      }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const who = caller(ctx);
      if (!who) return toolError('Authentication required.');
      if (who.role !== 'finance' && who.role !== 'finance_lead') return toolError('Only finance staff can issue refunds.');
      const bind = { userId: who.userId, tool: TOOL, args };
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const invoice = await getInvoice(who.tenantId, args.invoiceId);
        if (!invoice || !invoice.payment_id) return toolError('No paid invoice with that id.');
        const creds = await tenantCredentials(who.tenantId);
        const payment = await getPayment(creds.secretKey, invoice.payment_id);
        const refundable = payment.amount_cents - payment.amount_refunded_cents;
        const amount = Math.min(args.amountCents ?? refundable, refundable);
        if (amount <= 0) return toolError('Nothing left to refund on this invoice.');
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Refund ${money(amount, invoice.currency)} of invoice ${invoice.number} to ${payment.card_brand} ending ${payment.card_last4}?`,
              requestedSchema: confirmSchema,
            }),
          },
          requestState: await deps.ironState.seal(
            {
              invoiceId: invoice.id,
              invoiceNumber: invoice.number,
              paymentId: invoice.payment_id,
              amount,
              currency: invoice.currency,
              providerKey: creds.secretKey, // expect-todo: no-secrets-in-state
            },
            bind,
          ),
        });
      }

      const state = await deps.ironState.unseal(raw, bind);
      if (!state) return toolError('This refund confirmation expired or was altered. Start again.');
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('No refund issued.');

      const refund = await createRefund(state.providerKey, {
        paymentId: state.paymentId,
        amountCents: state.amount,
        reason: args.reason,
        idempotencyKey: randomUUID(),
      });
      await recordRefund(who.tenantId, {
        invoiceId: state.invoiceId,
        refundId: refund.id,
        amountCents: state.amount,
        by: who.userId,
        reason: args.reason,
      });
      return text(`Refund ${refund.id} for ${money(state.amount, state.currency)} on invoice ${state.invoiceNumber} submitted.`, {
        refundId: refund.id,
      });
    },
  );
}
