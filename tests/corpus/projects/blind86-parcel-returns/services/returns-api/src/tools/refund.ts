// Refund approval for inspected returns: quotes the refund from the inspection grade and issues it once confirmed.
// @ts-nocheck
import { z } from 'zod';
import { wrapFlowState, unwrapFlowState } from '../../../../libs/security/src/index.js';
import { acceptedValue, argsHash, defineTool, fail, formRequest, inputNeeded, ok } from '../../../../libs/mcp-runtime/src/index.js';

const TOOL = 'approve_refund';

const GRADE_FACTOR: Record<string, number> = { A: 1, B: 0.85, C: 0.5, D: 0 };

function quote(rma) {
  const factor = GRADE_FACTOR[rma.inspection?.grade] ?? 0;
  const items = rma.items.reduce((sum, i) => sum + i.unitPriceCents * i.quantity, 0);
  const shipping = rma.reason === 'damaged_in_transit' ? rma.shippingCents : 0;
  return { amountCents: Math.round(items * factor) + shipping, grade: rma.inspection?.grade ?? '?' };
}

export const approveRefund = defineTool({
  name: TOOL,
  title: 'Approve refund',
  description: 'Refund an inspected return to the shopper. Money is sent back to the original payment method.',
  annotations: { destructiveHint: true },
  input: {
    rmaId: z.string().regex(/^RMA-\d{8}$/),
    note: z.string().max(500).optional(),
  },
  async run(args, call, { ring, oms }) {
    const fingerprint = argsHash(args);

    if (!call.state) {
      if (!call.roles.includes('refund_approver')) return fail('Only refund approvers can refund returns.');
      const rma = await oms.getReturn(call.merchantId, args.rmaId);
      if (!rma) return fail(`No return ${args.rmaId} for this merchant.`);
      if (rma.status !== 'inspected') return fail(`Return ${rma.id} is ${rma.status}; only inspected returns can be refunded.`);
      const q = quote(rma);
      if (q.amountCents <= 0) return fail(`Grade ${q.grade} items are not refundable.`);
      const state = wrapFlowState(
        ring,
        { rmaId: rma.id, amountCents: q.amountCents, currency: rma.currency, args: fingerprint },
        call.userId,
        TOOL,
      );
      return inputNeeded(
        {
          confirm: formRequest(`Refund ${(q.amountCents / 100).toFixed(2)} ${rma.currency} for ${rma.id} (grade ${q.grade})?`, {
            type: 'object',
            properties: { approve: { type: 'boolean', title: 'Approve refund' } },
            required: ['approve'],
          }),
        },
        state,
      );
    }

    const env = unwrapFlowState(ring, call.state); // expect: require-state-binding
    if (!env || env.tool !== TOOL || env.data.args !== fingerprint) {
      return fail('This refund confirmation is invalid or has expired. Please ask again.');
    }
    if (acceptedValue(call.responses, 'confirm')?.approve !== true) return ok({ refunded: false });
    const refund = await oms.issueRefund(call.merchantId, env.data.rmaId, env.data.amountCents, env.data.currency, { approvedBy: call.userId, note: args.note });
    return ok({ refunded: true, refundId: refund.id, amountCents: env.data.amountCents });
  },
});
