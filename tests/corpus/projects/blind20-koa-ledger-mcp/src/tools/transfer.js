'use strict';

const { begin } = require('../lib/continuation');
const bank = require('../services/bank');

const TOOL = 'transfer_funds';

/** @type {import('../rpc/dispatcher').ToolModule} */
module.exports = {
  name: TOOL,
  description: "Send money from the caller's ledger account to an external IBAN. Asks the user to approve first.",
  inputSchema: {
    type: 'object',
    properties: {
      toIban: { type: 'string', pattern: '^[A-Z]{2}[0-9A-Z]{13,32}$' },
      amount: { type: 'number', exclusiveMinimum: 0 },
      currency: { type: 'string', enum: ['EUR', 'GBP', 'CHF'], default: 'EUR' },
      memo: { type: 'string', maxLength: 140 },
    },
    required: ['toIban', 'amount'],
  },
  annotations: { destructiveHint: true, idempotentHint: false },

  async run(ctx, args, { resumed, responses }) {
    const currency = args.currency || 'EUR';

    if (!resumed) {
      const payee = await bank.lookupPayee(args.toIban);
      return {
        needs: {
          approve: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Send ${args.amount} ${currency} to ${payee.name} (${args.toIban})?`,
              requestedSchema: {
                type: 'object',
                properties: { approve: { type: 'boolean', title: 'Approve this transfer' } },
                required: ['approve'],
              },
            },
          },
        },
        state: begin(ctx, TOOL, { step: 'approve', payee: payee.name }), // expect-todo: require-state-binding
      };
    }

    const answer = responses.approve;
    if (!answer || answer.action !== 'accept' || answer.content?.approve !== true) {
      return { text: 'Transfer cancelled; nothing was sent.' };
    }

    const receipt = await bank.transfer({
      accountId: ctx.state.user.accountId,
      toIban: args.toIban,
      amount: args.amount,
      currency,
      memo: args.memo,
    });
    return { text: `Transfer ${receipt.id} submitted (${receipt.status}).`, data: receipt };
  },
};
