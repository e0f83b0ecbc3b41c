'use strict';

const Stripe = require('stripe');

class BillingService {
  constructor({ apiKey, accountFor }) {
    this.stripe = new Stripe(apiKey, { apiVersion: '2025-09-30.clover' });
    this.accountFor = accountFor;
  }

  async getCharge(chargeId) {
    const charge = await this.stripe.charges.retrieve(chargeId);
    return {
      id: charge.id,
      amount: charge.amount,
      amountRefunded: charge.amount_refunded,
      currency: charge.currency,
      customer: typeof charge.customer === 'string' ? charge.customer : charge.customer?.id,
      description: charge.description,
    };
  }

  async refund(chargeId, amount, { idempotencyKey, reason = 'requested_by_customer' } = {}) {
    return this.stripe.refunds.create({ charge: chargeId, amount, reason }, { idempotencyKey });
  }

  async listInvoices(customerId, { from, to }) {
    const invoices = [];
    for await (const invoice of this.stripe.invoices.list({
      customer: customerId,
      created: { gte: Math.floor(from / 1000), lte: Math.floor(to / 1000) },
      limit: 100,
    })) {
      invoices.push({
        number: invoice.number,
        total: invoice.total,
        currency: invoice.currency,
        status: invoice.status,
        pdf: invoice.invoice_pdf,
      });
    }
    return invoices;
  }

  async customersVisibleTo(userId) {
    const account = await this.accountFor(userId);
    return account ? account.customerIds : [];
  }
}

module.exports = { BillingService };
