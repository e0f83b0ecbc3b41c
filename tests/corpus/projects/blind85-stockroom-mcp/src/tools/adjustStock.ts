// adjust_stock: posts an inventory adjustment for one SKU at one location after the user confirms it.
// @ts-nocheck
import { assertSite, type Principal } from '../identity.js';
import { getStock, postAdjustment, WMS_API_VERSION } from '../wms.js';
import { logAdjustment } from '../db.js';
import { AdjustArgs, AdjustState } from '../state/codecs.js';
import { open, seal } from '../state/sealer.js';
import { acceptedAnswer, failure, form, needsInput, ok } from '../results.js';

const TOOL = 'adjust_stock';

export const adjustStock = {
  name: TOOL,
  description: 'Adjust on-hand stock for a SKU at a location (damage, found, lost, recount, return to vendor).',
  annotations: { destructiveHint: true },
  args: AdjustArgs,
  inputSchema: {
    type: 'object',
    properties: {
      siteId: { type: 'string' },
      sku: { type: 'string' },
      locationId: { type: 'string' },
      delta: { type: 'integer', description: 'Positive to add stock, negative to remove it' },
      reasonCode: { type: 'string', enum: ['DAMAGED', 'FOUND', 'LOST', 'RECOUNT', 'RETURN_TO_VENDOR'] },
    },
    required: ['siteId', 'sku', 'locationId', 'delta', 'reasonCode'],
  },
  async run(args, { principal, inputResponses, requestState }: { principal: Principal; inputResponses?: any; requestState?: unknown }) {
    assertSite(principal, args.siteId);
    if (!principal.scopes.includes('inventory:adjust')) return failure('You are not allowed to adjust stock.');
    const binding = { sub: principal.userId, tool: TOOL, args };

    if (requestState === undefined) {
      const stock = await getStock(args.siteId, args.sku, args.locationId);
      const after = stock.onHand + args.delta;
      if (after < stock.allocated) {
        return failure(`That would leave ${after} on hand but ${stock.allocated} are allocated to open orders.`);
      }
      const sealed = seal(AdjustState, { siteId: args.siteId, systemQty: stock.onHand, apiVersion: WMS_API_VERSION }, binding);
      return needsInput(
        {
          confirm: form(
            `${args.sku} at ${args.locationId}: ${stock.onHand} → ${after} (${args.delta > 0 ? '+' : ''}${args.delta}, ${args.reasonCode}). Post this adjustment?`,
            { confirm: { type: 'boolean', title: 'Post adjustment' } },
            ['confirm'],
          ),
        },
        sealed,
      );
    }

    const state = open(AdjustState, requestState, binding);
    const answer = acceptedAnswer(inputResponses, 'confirm');
    if (answer?.confirm !== true) return ok('No adjustment was posted.');

    const receipt = await postAdjustment({
      siteId: state.siteId,
      sku: args.sku,
      locationId: args.locationId,
      delta: args.delta,
      reasonCode: args.reasonCode,
      userId: principal.userId,
      ifOnHand: state.systemQty,
    });
    await logAdjustment({
      userId: principal.userId,
      siteId: state.siteId,
      sku: args.sku,
      locationId: args.locationId,
      delta: args.delta,
      reasonCode: args.reasonCode,
      adjustmentId: receipt.adjustmentId,
    });
    return ok(`Posted ${receipt.adjustmentId}; ${args.sku} at ${args.locationId} now has ${receipt.newOnHand} on hand.`, {
      adjustmentId: receipt.adjustmentId,
      newOnHand: receipt.newOnHand,
    });
  },
};
