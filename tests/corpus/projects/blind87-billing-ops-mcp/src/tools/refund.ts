// refund_invoice: full or partial refund of a paid invoice through Payrail, confirmed by the staff member.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, confirmRequest, acceptedAnswer } from '../stateToken.js';

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });
const usd = (cents) => `$${(cents / 100).toFixed(2)}`;

export function registerRefund(server, { tokens, vault, payments, ledger }) {
  server.registerTool(
    'refund_invoice',
    {
      description: 'Refund all or part of a paid invoice to the original payment method.',
      inputSchema: {
        tenantId: z.string(),
        invoiceId: z.string(),
        amountCents: z.number().int().positive(),
        reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer', 'service_issue']),
      },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      const staff = extra.authInfo.extra;
      if (!staff.tenants.includes(args.tenantId)) return fail('You do not have access to that tenant.');
      const who = { userId: staff.userId, tenantId: args.tenantId };
      const raw = extra._meta?.requestState;

      if (!raw) {
        const invoice = await ledger.invoice(args.tenantId, args.invoiceId);
        if (!invoice) return fail('Invoice not found.');
        if (invoice.status !== 'paid') return fail(`Invoice is ${invoice.status}; only paid invoices can be refunded.`);
        const refundable = invoice.total_cents - invoice.refunded_cents;
        if (args.amountCents > refundable) return fail(`At most ${usd(refundable)} can still be refunded.`);

        const apiKey = await vault.providerKeyFor(args.tenantId);
        const requestState = await tokens.mint( // expect: require-state-binding
          {
            invoiceId: invoice.id,
            amountCents: args.amountCents,
            reason: args.reason,
            chargeId: invoice.charge_id,
            providerKey: apiKey, // expect: no-secrets-in-state
          },
          who,
        );
        return inputRequired(
          { confirm: confirmRequest(`Refund ${usd(args.amountCents)} of invoice ${invoice.id} (${args.reason})?`) },
          requestState,
        );
      }

      let pending;
      try {
        pending = await tokens.verify(raw, who);
      } catch {
        return fail('This refund confirmation is no longer valid. Start the refund again.');
      }
      if (pending.invoiceId !== args.invoiceId || pending.amountCents !== args.amountCents || pending.reason !== args.reason) {
        return fail('The confirmation does not match this refund.');
      }
      if (!acceptedAnswer(extra, 'confirm')?.confirm) return { content: [{ type: 'text', text: 'Refund not issued.' }] };

      const refund = await payments.refund(pending.providerKey, pending.chargeId, pending.amountCents, pending.reason);
      await ledger.recordRefund({
        tenantId: args.tenantId,
        invoiceId: pending.invoiceId,
        amountCents: pending.amountCents,
        providerRefundId: refund.id,
        staffId: staff.userId,
      });
      return { content: [{ type: 'text', text: `Refund ${refund.id} for ${usd(pending.amountCents)} is ${refund.status}.` }] };
    },
  );
}
