// reorder_from_supplier: drafts a purchase order with the supplier and submits it once the user approves the quote.
import * as z from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { knex, warehousesOf } from '../db.js';
import { env } from '../env.js';
import { createDraftOrder, submitDraft, discardDraft } from '../supplier.js';
import { callerOf, sealFor, openFor, StateMismatchError } from '../state.js';

const TOOL = 'reorder_from_supplier';

/** @param {string} text @param {boolean} [isError] */
const reply = (text, isError = false) => ({ content: [{ type: /** @type {const} */ ('text'), text }], isError });

/** @param {import('@modelcontextprotocol/server').McpServer} server */
export function register(server) {
  server.registerTool(TOOL, {
    title: 'Reorder from supplier',
    description: 'Order SKUs that are below their reorder point from PartsDirect. Places a binding order.',
    inputSchema: z.object({
      warehouseId: z.string(),
      skus: z.array(z.string()).min(1).max(25),
    }),
    annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: true },
  }, async (args, ctx) => {
    const userId = callerOf(ctx);
    if (!(await warehousesOf(userId)).includes(args.warehouseId)) return reply('Not your warehouse.', true);

    let data;
    try {
      data = openFor(TOOL, args, ctx);
    } catch (err) {
      if (err instanceof StateMismatchError) return reply('That approval was for a different order; start again.', true);
      throw err;
    }

    if (!data) {
      const levels = await knex('stock_levels')
        .where('warehouse_id', args.warehouseId)
        .whereIn('sku', args.skus)
        .select('sku', 'on_hand', 'reorder_point', 'reorder_qty');
      const lines = levels.filter((l) => l.on_hand <= l.reorder_point).map((l) => ({ sku: l.sku, quantity: l.reorder_qty }));
      if (lines.length === 0) return reply('None of those SKUs is below its reorder point.');
      const [wh] = await knex('warehouses').where('id', args.warehouseId).select('ship_to_code');
      const draft = await createDraftOrder({ shipTo: wh.ship_to_code, lines, reference: `${args.warehouseId}/${userId}` });
      const requestState = await sealFor(TOOL, args, {
        draftRef: draft.draftRef,
        totalCents: draft.totalCents,
        currency: draft.currency,
        apiVersion: env.supplier.apiVersion,
      }, ctx);
      return inputRequired({
        inputRequests: {
          approve: inputRequired.elicit({
            message: `Supplier quote: ${lines.length} line(s), ${(draft.totalCents / 100).toFixed(2)} ${draft.currency}, delivery in ${draft.leadTimeDays} days. Place the order?`,
            requestedSchema: { type: 'object', properties: { approve: { type: 'boolean', title: 'Place order' } }, required: ['approve'] },
          }),
        },
        requestState,
      });
    }

    if (acceptedContent(ctx.mcpReq.inputResponses, 'approve')?.approve !== true) {
      await discardDraft(data.draftRef);
      return reply('Order not placed; the supplier draft was discarded.');
    }
    const order = await submitDraft(data.draftRef);
    await knex('purchase_orders').insert({
      warehouse_id: args.warehouseId, supplier: 'partsdirect', order_number: order.orderNumber,
      total_cents: data.totalCents, currency: data.currency, placed_by: userId, eta: order.eta,
    });
    return reply(`Order ${order.orderNumber} placed, arriving around ${order.eta}.`);
  });
}
