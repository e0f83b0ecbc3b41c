'use strict';
const Stripe = require('stripe');
const config = require('./config');
const state = require('./state');

const stripe = new Stripe(config.stripeKey);

const say = (text) => ({ content: [{ type: 'text', text }] });
const err = (text) => ({ isError: true, content: [{ type: 'text', text }] });
const ask = (key, message, properties) => ({
  [key]: {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: Object.keys(properties) } },
  },
});

function accepted(params, key) {
  const r = params.inputResponses && params.inputResponses[key];
  return r && r.action === 'accept' ? r.content : undefined;
}

async function issueRefund(args, { userId, params }) {
  if (!params.requestState) {
    const charge = await stripe.charges.retrieve(args.chargeId);
    const amount = Math.min(args.amountCents ?? charge.amount, config.maxRefundCents);
    return {
      resultType: 'input_required',
      inputRequests: ask('ok', `Refund ${(amount / 100).toFixed(2)} ${charge.currency.toUpperCase()} to ${charge.billing_details.email}?`, { ok: { type: 'boolean' } }),
      requestState: state.mintRefundState(userId, { chargeId: charge.id, amount }),
    };
  }
  let refund;
  try {
    refund = state.verifyRefundState(params.requestState, userId);
  } catch {
    return err('Refund confirmation expired.');
  }
  if (!accepted(params, 'ok')?.ok) return say('No refund issued.');
  const r = await stripe.refunds.create({ charge: refund.chargeId, amount: refund.amount });
  return say(`Refund ${r.id} created.`);
}

async function changePlan(args, { userId, params }) {
  if (!params.requestState) {
    const preview = await stripe.invoices.createPreview({
      customer: args.customerId,
      subscription: args.subscriptionId,
      subscription_details: { items: [{ price: args.priceId }] },
    });
    return {
      resultType: 'input_required',
      inputRequests: ask('ok', `Switch plan? Next invoice: ${(preview.amount_due / 100).toFixed(2)}.`, { ok: { type: 'boolean' } }),
      requestState: state.mintPlanChangeState(userId, { subscriptionId: args.subscriptionId, priceId: args.priceId }),
    };
  }
  let change;
  try {
    change = state.verifyPlanChangeState(params.requestState, userId);
  } catch {
    return err('Plan change confirmation is not valid.');
  }
  if (!accepted(params, 'ok')?.ok) return say('Plan unchanged.');
  const sub = await stripe.subscriptions.retrieve(change.subscriptionId);
  await stripe.subscriptions.update(change.subscriptionId, { items: [{ id: sub.items.data[0].id, price: change.priceId }] });
  return say('Plan changed.');
}

async function cancelSubscription(args, { userId, params }) {
  if (!params.requestState) {
    return {
      resultType: 'input_required',
      inputRequests: ask('why', 'Why is the customer cancelling?', { reason: { type: 'string' } }),
      requestState: state.mintCancelState(userId, { subscriptionId: args.subscriptionId }),
    };
  }
  const cancel = state.readCancelState(params.requestState); // expect: require-sealed-state
  if (!cancel) return err('Cancellation request is not valid.');
  const reason = accepted(params, 'why')?.reason ?? 'unspecified';
  await stripe.subscriptions.cancel(cancel.subscriptionId, { cancellation_details: { comment: reason } });
  return say(`Subscription ${cancel.subscriptionId} cancelled.`);
}

module.exports = {
  issue_refund: { run: issueRefund, destructive: true, required: ['chargeId'] },
  change_plan: { run: changePlan, destructive: true, required: ['customerId', 'subscriptionId', 'priceId'] },
  cancel_subscription: { run: cancelSubscription, destructive: true, required: ['subscriptionId'] },
};
