// Issues refunds through Stripe against the order's original payment intent.
const Stripe = require('stripe');
const config = require('./config');

const stripe = new Stripe(config.stripeSecretKey, { apiVersion: '2024-06-20', maxNetworkRetries: 2 });

async function refundOrder(order, refund, agentId) {
  return stripe.refunds.create(
    {
      payment_intent: order.paymentIntentId,
      amount: refund.amountCents,
      reason: refund.reason === 'goodwill' ? 'requested_by_customer' : undefined,
      metadata: { orderId: order.id, lineIds: refund.lineIds.join(','), agentId, deskReason: refund.reason },
    },
    { idempotencyKey: `refund:${order.id}:${refund.lineIds.slice().sort().join('+')}` },
  );
}

module.exports = { refundOrder };
