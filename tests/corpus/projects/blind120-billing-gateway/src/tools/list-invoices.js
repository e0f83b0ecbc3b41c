// Implements the list_invoices tool, which pages through a customer's invoices.
'use strict';

const { Tool } = require('./base');

class ListInvoicesTool extends Tool {
  static get definition() {
    return {
      name: 'list_invoices',
      description: 'List invoices for a customer, one page at a time.',
      inputSchema: {
        type: 'object',
        properties: { customerId: { type: 'string' } },
        required: ['customerId'],
      },
      annotations: { readOnlyHint: true },
    };
  }

  async firstRound(args, ctx) {
    return this.page(args, null, ctx);
  }

  async nextRound(args, state, { request, userId }) {
    if (state.customerId !== args.customerId) return Tool.error('Cursor belongs to another customer.');
    const more = request.params.inputResponses && request.params.inputResponses.more;
    if (!more || more.action !== 'accept') return Tool.text('Done.');
    return this.page(args, state.after, { userId });
  }

  async page(args, after, { userId }) {
    const { items, hasMore } = await this.deps.stripe.listInvoices(args.customerId, after);
    const lines = items.map((i) => `${i.number}  ${i.status}  ${(i.total / 100).toFixed(2)} ${i.currency}`);
    if (!hasMore) return Tool.text(lines.join('\n') || 'No invoices.');
    const last = items[items.length - 1];
    return Tool.inputRequired(
      {
        more: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `${lines.join('\n')}\n\nShow the next page?`,
            requestedSchema: { type: 'object', properties: {} },
          },
        },
      },
      this.seal({ customerId: args.customerId, after: last.id }, userId),
    );
  }
}

module.exports = ListInvoicesTool;
