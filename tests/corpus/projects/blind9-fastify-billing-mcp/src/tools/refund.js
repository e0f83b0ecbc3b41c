'use strict';

const crypto = require('node:crypto');

const TOOL = 'issue_refund';

/** @param {{ billing: import('../services/stripe').BillingService, store: any, guards: any }} deps */
module.exports = function refundTool({ billing, store, guards }) {
  return {
    name: TOOL,
    description: 'Refund a charge (fully or partially). The user is asked to confirm the amount first.',
    annotations: { destructiveHint: true },
    inputSchema: {
      type: 'object',
      properties: {
        chargeId: { type: 'string', pattern: '^ch_' },
        amount: { type: 'integer', minimum: 1, description: 'Amount in the smallest currency unit' },
      },
      required: ['chargeId', 'amount'],
    },

    async call(args, { userId, requestState, inputResponses }) {
      if (!requestState) {
        const charge = await billing.getCharge(args.chargeId);
        const allowed = await billing.customersVisibleTo(userId);
        if (!allowed.includes(charge.customer)) {
          return { isError: true, content: [{ type: 'text', text: 'Unknown charge.' }] };
        }
        return {
          resultType: 'input_required',
          inputRequests: {
            confirm: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: `Refund ${(args.amount / 100).toFixed(2)} ${charge.currency.toUpperCase()} of charge ${charge.id}?`,
                requestedSchema: {
                  type: 'object',
                  properties: { confirm: { type: 'boolean', title: 'Yes, refund' } },
                  required: ['confirm'],
                },
              },
            },
          },
          requestState: store.seal({ userId, tool: TOOL, step: 'confirm' }), // expect: require-state-binding
        };
      }

      guards.checkState(store.open(requestState), { userId, tool: TOOL });

      const answer = inputResponses?.confirm;
      if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
        return { content: [{ type: 'text', text: 'Refund cancelled.' }] };
      }

      const refund = await billing.refund(args.chargeId, args.amount, {
        idempotencyKey: crypto.randomUUID(),
      });
      return {
        content: [{ type: 'text', text: `Refund ${refund.id} ${refund.status}.` }],
        structuredContent: { refundId: refund.id, status: refund.status, amount: refund.amount },
      };
    },
  };
};
