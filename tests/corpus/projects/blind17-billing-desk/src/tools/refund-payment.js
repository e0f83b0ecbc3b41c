import Stripe from 'stripe';
import { argsDigest, error, newHandle, text } from '../lib/util.js';

export const REFUND_TOOL = 'refund_payment';

export const refundPaymentDefinition = {
  name: REFUND_TOOL,
  description: 'Refund all or part of a card payment for the signed-in merchant.',
  inputSchema: {
    type: 'object',
    properties: {
      paymentIntentId: { type: 'string', pattern: '^pi_[A-Za-z0-9]+$' },
      amountCents: { type: 'integer', minimum: 1 },
      reason: { type: 'string', enum: ['duplicate', 'fraudulent', 'requested_by_customer'] },
    },
    required: ['paymentIntentId', 'amountCents', 'reason'],
  },
  annotations: { destructiveHint: true },
};

/**
 * @param {{ box: ReturnType<typeof import('../crypto/sealed-box.js').createSealedBox>,
 *           connect: { accessTokenFor(userId: string): Promise<string> } }} deps
 */
export function createRefundHandler({ box, connect }) {
  return async function refundPayment(args, { userId, requestState, inputResponses }) {
    const binding = { sub: userId, tool: REFUND_TOOL, argsDigest: argsDigest(args) };

    if (requestState) {
      const state = box.open(requestState, binding);
      if (!state) return error('This confirmation is invalid, expired, or was issued for a different refund.');

      const answer = inputResponses?.confirm;
      if (answer?.action !== 'accept' || answer.content?.typed !== 'REFUND') {
        return text('Refund not issued.');
      }

      const stripe = new Stripe(state.stripeAccessToken);
      const refund = await stripe.refunds.create(
        { payment_intent: args.paymentIntentId, amount: args.amountCents, reason: args.reason },
        { idempotencyKey: state.idempotencyKey },
      );
      return text(`Refund ${refund.id} ${refund.status}: ${(refund.amount / 100).toFixed(2)} ${refund.currency.toUpperCase()}.`);
    }

    // Connected-account token comes from the vault (slow); it rides along
    // encrypted inside the sealed box so round 2 doesn't fetch it again.
    const stripeAccessToken = await connect.accessTokenFor(userId);
    const stripe = new Stripe(stripeAccessToken);
    const intent = await stripe.paymentIntents.retrieve(args.paymentIntentId);
    if (intent.status !== 'succeeded') return error(`Payment ${intent.id} is ${intent.status}; nothing to refund.`);
    if (args.amountCents > intent.amount_received) {
      return error(`Cannot refund more than ${(intent.amount_received / 100).toFixed(2)}.`);
    }

    const sealedState = box.seal({ stripeAccessToken, idempotencyKey: newHandle() }, binding);

    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message:
              `Refund ${(args.amountCents / 100).toFixed(2)} ${intent.currency.toUpperCase()} ` +
              `of payment ${intent.id} (${intent.receipt_email ?? 'no receipt email'})? Type REFUND to confirm.`,
            requestedSchema: {
              type: 'object',
              properties: { typed: { type: 'string', title: 'Type REFUND' } },
              required: ['typed'],
            },
          },
        },
      },
      requestState: sealedState,
    };
  };
}
