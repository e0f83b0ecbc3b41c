// lookup_invoice tool that asks which of a customer's recent invoices to show and then displays it.
'use strict';

const jwt = require('jsonwebtoken');
const BaseTool = require('./BaseTool');

class InvoiceLookupTool extends BaseTool {
  get definition() {
    return {
      name: 'lookup_invoice',
      description: "Show one of a customer's recent invoices; asks which one when unsure.",
      inputSchema: { type: 'object', properties: { customerId: { type: 'string' } }, required: ['customerId'] },
      annotations: { readOnlyHint: true },
    };
  }

  async call(params, extra) {
    const user = this.userId(extra);

    if (params.requestState) {
      // read-only follow-up: nothing to protect here, the token is just a carrier
      const { customerId, offered } = jwt.decode(params.requestState) ?? {}; // expect: require-sealed-state
      const choice = params.inputResponses?.invoice?.content?.invoiceId;
      if (!offered?.includes(choice)) return this.text('Pick one of the listed invoices.', true);
      const inv = await this.gateway.invoice(choice);
      return this.text(`${inv.id} for ${customerId}: ${inv.total / 100} (${inv.status}) ${inv.hostedUrl ?? ''}`);
    }

    const { customerId } = params.arguments ?? {};
    const invoices = await this.gateway.invoicesFor(customerId);
    if (invoices.length === 0) return this.text('No invoices.');
    const offered = invoices.map((i) => i.id);
    return this.askForm(
      'invoice',
      'Which invoice?',
      { invoiceId: { type: 'string', enum: offered } },
      this.tokens.issue(user, this.name, { customerId, offered }),
    );
  }
}

module.exports = InvoiceLookupTool;
