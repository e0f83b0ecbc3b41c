// Stripe gateway that describes charges, creates refunds and looks up a customer's invoices.
'use strict';

class RefundGateway {
  /** @param {import('stripe').Stripe} stripe */
  constructor(stripe) {
    this.stripe = stripe;
  }

  async describeCharge(chargeId) {
    const charge = await this.stripe.charges.retrieve(chargeId);
    return {
      id: charge.id,
      amount: charge.amount,
      refunded: charge.amount_refunded,
      currency: charge.currency,
      customer: typeof charge.customer === 'string' ? charge.customer : charge.customer?.id,
    };
  }

  async refund(chargeId, amount, reason) {
    const refund = await this.stripe.refunds.create({ charge: chargeId, amount, reason });
    return refund.id;
  }

  async invoice(invoiceId) {
    const inv = await this.stripe.invoices.retrieve(invoiceId);
    return { id: inv.id, total: inv.total, status: inv.status, customer: inv.customer, hostedUrl: inv.hosted_invoice_url };
  }

  async invoicesFor(customerId) {
    const list = await this.stripe.invoices.list({ customer: customerId, limit: 5 });
    return list.data.map((i) => ({ id: i.id, total: i.total, status: i.status }));
  }
}

module.exports = RefundGateway;
