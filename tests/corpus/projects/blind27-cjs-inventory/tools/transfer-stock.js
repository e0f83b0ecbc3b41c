'use strict';

const text = (t, isError = false) => ({ resultType: 'complete', content: [{ type: 'text', text: t }], isError });

/**
 * transfer_stock: moves units between two locations after the caller confirms.
 */
module.exports = function createTransferStockTool({ warehouse, resume }) {
  const name = 'transfer_stock';

  return {
    definition: {
      name,
      description: 'Move stock of one SKU from one location to another.',
      inputSchema: {
        type: 'object',
        properties: {
          sku: { type: 'string' },
          from: { type: 'string' },
          to: { type: 'string' },
          quantity: { type: 'integer', minimum: 1 },
        },
        required: ['sku', 'from', 'to', 'quantity'],
      },
      annotations: { destructiveHint: true },
    },

    async call(args, params, extra) {
      if (!params.requestState) {
        const level = await warehouse.stockLevel(extra.authInfo.token, args.sku, args.from);
        return {
          resultType: 'input_required',
          inputRequests: {
            confirm: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: `Move ${args.quantity} × ${args.sku} from ${args.from} (on hand: ${level.onHand}) to ${args.to}?`,
                requestedSchema: {
                  type: 'object',
                  properties: { confirm: { type: 'boolean', title: 'Confirm transfer' } },
                  required: ['confirm'],
                },
              },
            },
          },
          requestState: resume.begin(extra, name, args, { onHand: level.onHand }),
        };
      }

      const state = resume.resume(extra, name, args, params.requestState); // expect: require-state-binding
      if (!state) return text('Invalid or expired requestState', true);

      const answer = params.inputResponses && params.inputResponses.confirm;
      if (!answer || answer.action !== 'accept' || !answer.content || answer.content.confirm !== true) {
        return text('Transfer cancelled.');
      }

      const moved = await warehouse.transfer(state.accessToken, {
        sku: args.sku,
        from: args.from,
        to: args.to,
        quantity: args.quantity,
      });
      return text(`Transfer ${moved.id} booked.`);
    },
  };
};
