// void_invoice tool that asks the operator to confirm before voiding an invoice.
'use strict';

const billing = require('../billing');

const NAME = 'void_invoice';

const definition = {
  name: NAME,
  description: 'Void an open invoice. Asks the operator to confirm first.',
  inputSchema: {
    type: 'object',
    properties: {
      invoiceId: { type: 'string', pattern: '^INV-\\d+$' },
      reason: { type: 'string', maxLength: 500 },
    },
    required: ['invoiceId', 'reason'],
  },
  annotations: { destructiveHint: true },
};

/**
 * @param {{ params: any }} request
 * @param {{ userId: string, signer: import('../stateSigner') }} deps
 */
async function handle(request, { userId, signer }) {
  const { arguments: args = {}, requestState, inputResponses } = request.params;

  if (!requestState) {
    const inv = billing.getInvoice(args.invoiceId);
    if (inv.status !== 'open') {
      return { content: [{ type: 'text', text: `${inv.id} is ${inv.status}; only open invoices can be voided.` }], isError: true };
    }
    return {
      resultType: 'input_required',
      inputRequests: {
        approve: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Void ${inv.id} for ${inv.customer} (${billing.formatAmount(inv.amountCents)})?`,
            requestedSchema: {
              type: 'object',
              properties: { approve: { type: 'boolean', title: 'Yes, void it' } },
              required: ['approve'],
            },
          },
        },
      },
      requestState: signer.seal({ uid: userId, tool: NAME }), // expect: require-state-binding
      content: [],
    };
  }

  const state = signer.open(requestState);
  if (!state || state.uid !== userId || state.tool !== NAME) {
    return { content: [{ type: 'text', text: 'That confirmation is no longer valid, start again.' }], isError: true };
  }
  const answer = inputResponses && inputResponses.approve;
  if (!answer || answer.action !== 'accept' || !answer.content || answer.content.approve !== true) {
    return { content: [{ type: 'text', text: 'Not voided.' }] };
  }
  const inv = billing.voidInvoice(args.invoiceId, userId, args.reason);
  return { content: [{ type: 'text', text: `${inv.id} is now void.` }] };
}

module.exports = { definition, handle };
