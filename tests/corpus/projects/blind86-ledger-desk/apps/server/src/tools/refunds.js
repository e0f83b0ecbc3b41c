// Refunds: returns money on a paid invoice through the payment gateway once the user confirms the amount.
import { z } from 'zod';
import { argsFingerprint } from '../../../../libs/crypto/src/index.js';
import { accepted, elicit, failure, needsInput, success } from '../../../../libs/mcp/src/index.js';

const REFUND = 'issue_refund';

const input = z.object({
  invoiceId: z.string().uuid(),
  amountCents: z.number().int().positive(),
  reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer']),
});

export function refundTools({ repo, stamp, gateway, gatewayApiVersion }) {
  return [
    {
      name: REFUND,
      description: 'Refund part or all of a paid invoice. Money leaves the account immediately.',
      input,
      annotations: { destructiveHint: true },
      async run(args, call) {
        if (!call.scopes.includes('ledger:refund')) return failure('You are not allowed to issue refunds.');
        const binding = { sub: call.userId, tool: REFUND, args: argsFingerprint(args) };

        if (!call.state) {
          const invoice = await repo.invoice(call.orgId, args.invoiceId);
          if (!invoice || invoice.status !== 'paid' || !invoice.charge_id) {
            return failure('Only paid invoices can be refunded.');
          }
          const refundable = invoice.total_cents - invoice.refunded_cents;
          if (args.amountCents > refundable) {
            return failure(`At most ${refundable} cents can still be refunded on invoice ${invoice.number}.`);
          }
          const requestState = stamp.sign(
            { invoiceId: invoice.id, chargeId: invoice.charge_id, number: invoice.number, apiVersion: gatewayApiVersion },
            binding,
          );
          return needsInput(
            {
              confirm: elicit(`Refund ${args.amountCents / 100} ${invoice.currency} on invoice ${invoice.number} (${args.reason})?`, {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Issue refund' } },
                required: ['confirm'],
              }),
            },
            requestState,
          );
        }

        const prior = stamp.verify(call.state, binding);
        if (!prior) return failure('This refund confirmation is invalid or has expired. Start again.');
        if (accepted(call.responses, 'confirm')?.confirm !== true) return success({ refunded: false });

        const refund = await gateway.refund(prior.chargeId, args.amountCents, args.reason, `${binding.args}:${call.userId}`);
        const row = await repo.recordRefund({
          invoiceId: prior.invoiceId,
          gatewayRefundId: refund.id,
          amountCents: args.amountCents,
          reason: args.reason,
          createdBy: call.userId,
        });
        return success({ refunded: true, refundId: row.id, invoice: prior.number });
      },
    },
  ];
}
