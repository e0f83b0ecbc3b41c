// Tool: corrects on-hand stock at a bin location; large or emptying changes need a supervisor's confirmation.
import { z } from 'zod';
import { inputRequiredResult, refuse, reply } from '../middleware/chain.js';

const TOOL = 'adjust_stock';

const sameArgs = (a, b) =>
  a.sku === b.sku && a.locationCode === b.locationCode && a.delta === b.delta && a.reasonCode === b.reasonCode;

export function adjustStockTool({ config, inventory, stateCipher }) {
  async function apply(user, args, seenQuantity) {
    const quantity = await inventory.adjust(
      user.warehouseId, args.sku, args.locationCode, args.delta, args.reasonCode, user.id, seenQuantity,
    );
    if (quantity === null) return refuse('Stock changed while you were deciding, or the result would go negative. Check the bin and retry.');
    await inventory.syncToErp(user.warehouseId, args.sku, quantity);
    return reply(`${args.sku} at ${args.locationCode} is now ${quantity}.`);
  }

  return {
    name: TOOL,
    config: {
      title: 'Adjust stock',
      description: 'Apply a stock correction (count, damage, shrinkage) to one SKU at one bin location.',
      inputSchema: {
        sku: z.string().regex(/^[A-Z0-9-]{4,24}$/),
        locationCode: z.string().regex(/^[A-Z]\d{2}-\d{2}-\d{2}$/),
        delta: z.number().int().refine((n) => n !== 0, 'delta must not be zero'),
        reasonCode: z.enum(['CYCLE_COUNT', 'DAMAGED', 'SHRINKAGE', 'FOUND', 'RETURN_TO_VENDOR']),
      },
      annotations: { destructiveHint: true },
    },

    async handle({ args, user, requestState, inputResponses }) {
      const bound = { sku: args.sku, locationCode: args.locationCode, delta: args.delta, reasonCode: args.reasonCode };

      if (!requestState) {
        const stock = await inventory.onHand(user.warehouseId, args.sku, args.locationCode);
        if (!stock) return refuse(`No stock record for ${args.sku} at ${args.locationCode}.`);
        const after = stock.quantity + args.delta;
        if (after < 0) return refuse(`Only ${stock.quantity} on hand; cannot remove ${-args.delta}.`);
        if (Math.abs(args.delta) < config.confirmAboveUnits && after > 0) return apply(user, bound, stock.quantity);

        const sealed = stateCipher.seal(
          { apiVersion: config.apiVersion, args: bound, seenQuantity: stock.quantity },
          { userId: user.id, tool: TOOL },
        );
        return inputRequiredResult(
          'Supervisor confirmation needed.',
          {
            confirm: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: `Change ${stock.description} (${args.sku}) at ${args.locationCode} from ${stock.quantity} to ${after}?`,
                requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
              },
            },
          },
          sealed,
        );
      }

      const state = stateCipher.open(requestState, { userId: user.id, tool: TOOL });
      if (!state || state.apiVersion !== config.apiVersion || !sameArgs(state.args, bound)) {
        return refuse('That confirmation is invalid or has expired. Run the adjustment again.');
      }
      const answer = inputResponses.confirm;
      if (answer?.action !== 'accept' || answer.content?.confirm !== true) return reply('No change made.');
      return apply(user, bound, state.seenQuantity);
    },
  };
}
