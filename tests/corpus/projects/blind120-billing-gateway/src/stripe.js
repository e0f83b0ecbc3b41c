// Stripe wrapper for listing and fetching invoices and creating refunds.
'use strict';

const Stripe = require('stripe');

function requireEnv(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

const stripe = new Stripe(requireEnv('STRIPE_SECRET_KEY'), { apiVersion: '2024-06-20' });

module.exports = {
  async listInvoices(customerId, startingAfter) {
    const page = await stripe.invoices.list({
      customer: customerId,
      limit: 20,
      ...(startingAfter ? { starting_after: startingAfter } : {}),
    });
    return { items: page.data, hasMore: page.has_more };
  },

  async getInvoice(invoiceId) {
    return stripe.invoices.retrieve(invoiceId);
  },

  async refund(invoice, amount, reason) {
    return stripe.refunds.create(
      { charge: invoice.charge, amount, reason, metadata: { invoice: invoice.id } },
      { idempotencyKey: `refund:${invoice.id}:${amount}` },
    );
  },
};
