// Implements the refund_invoice tool, which asks for approval before refunding a paid invoice.
'use strict';

const { Tool, Confirmable } = require('./base');

const FINANCE_APPROVAL_WINDOW_MS = 24 * 60 * 60 * 1000;

class RefundInvoiceTool extends Confirmable(Tool) {
  static get definition() {
    return {
      name: 'refund_invoice',
      description: 'Refund all or part of a paid invoice. Requires explicit approval.',
      inputSchema: {
        type: 'object',
        properties: {
          invoiceId: { type: 'string' },
          amount: { type: 'integer', minimum: 1, description: 'Amount in cents' },
          reason: { type: 'string', enum: ['duplicate', 'fraudulent', 'requested_by_customer'] },
        },
        required: ['invoiceId', 'amount', 'reason'],
      },
      annotations: { destructiveHint: true },
    };
  }

  async firstRound(args, { userId }) {
    const invoice = await this.deps.stripe.getInvoice(args.invoiceId);
    if (args.amount > invoice.amount_paid) return Tool.error('Amount exceeds what was paid.');
    const state = this.seal(
      { invoiceId: invoice.id, amount: args.amount, reason: args.reason },
      userId,
      { ttlMs: FINANCE_APPROVAL_WINDOW_MS }, // expect-todo: require-state-binding
    );
    const msg = `Refund ${(args.amount / 100).toFixed(2)} ${invoice.currency.toUpperCase()} on ${invoice.number}?`;
    return Tool.inputRequired(this.confirmRequest(msg), state);
  }

  async nextRound(args, state, { request }) {
    if (state.invoiceId !== args.invoiceId || state.amount !== args.amount || state.reason !== args.reason) {
      return Tool.error('Refund arguments changed after approval was requested.');
    }
    if (!this.approved(request)) return Tool.text('Refund not approved.');
    const invoice = await this.deps.stripe.getInvoice(state.invoiceId);
    const refund = await this.deps.stripe.refund(invoice, state.amount, state.reason);
    return Tool.text(`Refund ${refund.id} created (${refund.status}).`);
  }
}

module.exports = RefundInvoiceTool;
