import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { formatMoney } from '../billing';
import { digestArgs } from '../crypto/args-digest';
import type { ToolEntry } from '../server';

const TOOL = 'issue_refund';

const RefundArgs = z.object({
  invoiceId: z.string().startsWith('in_'),
  amountCents: z.number().int().positive(),
  reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer']),
});

interface PendingRefund {
  /** the exact arguments the approver saw */
  argsDigest: string;
  /** Stripe idempotency key: a retried "yes" cannot refund twice */
  idempotencyKey: string;
}

const say = (text: string, isError = false) => ({ isError, content: [{ type: 'text', text }] });

export const refundTool: ToolEntry = {
  definition: {
    name: TOOL,
    description: 'Refund part or all of a paid invoice. Always asks the approver to confirm the exact amount first.',
    inputSchema: {
      type: 'object',
      properties: {
        invoiceId: { type: 'string', description: 'Stripe invoice id (in_…)' },
        amountCents: { type: 'integer', minimum: 1 },
        reason: { type: 'string', enum: ['duplicate', 'fraudulent', 'requested_by_customer'] },
      },
      required: ['invoiceId', 'amountCents', 'reason'],
    },
    annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: true },
  },

  async run(rawArgs, call, { box, billing, config }) {
    const args = RefundArgs.parse(rawArgs);
    const binding = { userId: call.principal, tool: TOOL };

    if (call.requestState === undefined) {
      if (args.amountCents > config.maxRefundCents) {
        return say(`Refunds above ${formatMoney(config.maxRefundCents, 'eur')} need the finance lead; open a ticket instead.`, true);
      }
      const invoice = await billing.invoice(args.invoiceId);
      if (invoice.status !== 'paid') return say(`${invoice.number ?? invoice.id} is ${invoice.status}, not paid.`, true);
      const refundable = invoice.amountPaid - invoice.amountRefunded;
      if (args.amountCents > refundable) {
        return say(`Only ${formatMoney(refundable, invoice.currency)} of ${invoice.number} is left to refund.`, true);
      }

      const pending: PendingRefund = { argsDigest: digestArgs(args), idempotencyKey: `refund-${randomUUID()}` };
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Refund ${formatMoney(args.amountCents, invoice.currency)} of ${invoice.number} (${invoice.customerName}), reason: ${args.reason.replace(/_/g, ' ')}?`,
              requestedSchema: {
                type: 'object',
                properties: { approve: { type: 'boolean', title: 'Approve this refund' } },
                required: ['approve'],
              },
            },
          },
        },
        requestState: box.seal(pending, binding),
      };
    }

    const pending = box.open<PendingRefund>(call.requestState, binding);
    if (!pending) return say('This confirmation has expired or was not issued to you for this tool. Start the refund again.', true);
    if (pending.argsDigest !== digestArgs(args)) {
      return say('The refund details differ from what was confirmed. Start the refund again.', true);
    }

    const answer = call.inputResponses?.confirm;
    if (answer?.action !== 'accept' || answer.content?.approve !== true) return say('No refund issued.');

    const { refundId } = await billing.refund({ ...args, approver: call.principal, idempotencyKey: pending.idempotencyKey });
    return say(`Refund ${refundId} issued: ${formatMoney(args.amountCents, 'eur')} on ${args.invoiceId}.`);
  },
};
