import { canRefund } from '../auth.js';
import { MAX_REFUND_CENTS } from '../config.js';
import { createRefund, getOrder } from '../orders.js';
import { confirmRequest, inputRequired, textResult, toolError } from '../rpc.js';
import { issueToken, redeemToken } from '../state-token.js';

const TOOL = 'issue_refund';
const usd = (cents) => `$${(cents / 100).toFixed(2)}`;

export const definition = {
  name: TOOL,
  title: 'Issue refund',
  description: 'Refund part or all of an order to the original payment method. Asks the agent to confirm first.',
  inputSchema: {
    type: 'object',
    properties: {
      orderId: { type: 'string', description: 'Order number, e.g. 100-4821' },
      amountCents: { type: 'integer', minimum: 1 },
      reason: { type: 'string', maxLength: 500 },
    },
    required: ['orderId', 'amountCents'],
    additionalProperties: false,
  },
  annotations: { destructiveHint: true, idempotentHint: false },
};

export async function run(params, caller) {
  const { arguments: args = {}, inputResponses, requestState } = params;
  if (!canRefund(caller)) return toolError('Only refund agents can issue refunds.');

  const order = await getOrder(args.orderId);
  if (!order) return toolError(`There is no order ${args.orderId}.`);
  const limit = Math.min(order.totalCents - (order.refundedCents ?? 0), MAX_REFUND_CENTS);
  if (!Number.isInteger(args.amountCents) || args.amountCents > limit) {
    return toolError(`At most ${usd(limit)} can be refunded on ${order.id}.`);
  }

  if (!requestState) {
    const token = await issueToken({ step: 'confirm', orderId: order.id }, { userId: caller.userId, tool: TOOL }); // expect: require-state-binding
    return inputRequired(
      {
        confirm: confirmRequest(
          `Refund ${usd(args.amountCents)} of ${usd(order.totalCents)} to ${order.customerEmail} for order ${order.id}?`,
        ),
      },
      token,
    );
  }

  const pending = await redeemToken(requestState, { userId: caller.userId }); // expect: require-state-binding
  if (!pending || pending.orderId !== order.id) {
    return toolError('That confirmation is no longer valid. Run issue_refund again.');
  }
  const answer = inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
    return textResult('Refund cancelled; nothing was sent to Stripe.');
  }

  const refund = await createRefund(order, args.amountCents, args.reason, caller.userId);
  return textResult(`Refund ${refund.id} for ${usd(args.amountCents)} on ${order.id} is ${refund.status}.`);
}
