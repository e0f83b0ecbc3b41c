// transfer_stock: moves quantity of a SKU between warehouses, asking which source bin when stock sits in several.
import * as z from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { knex, warehousesOf } from '../db.js';
import { callerOf, sealFor, openFor, StateMismatchError } from '../state.js';

const TOOL = 'transfer_stock';

/** @param {string} text @param {boolean} [isError] */
const reply = (text, isError = false) => ({ content: [{ type: /** @type {const} */ ('text'), text }], isError });

/** @param {import('@modelcontextprotocol/server').McpServer} server */
export function register(server) {
  server.registerTool(TOOL, {
    title: 'Transfer stock',
    description: 'Create a transfer of a SKU from one of your warehouses to another.',
    inputSchema: z.object({
      sku: z.string(),
      quantity: z.number().int().positive(),
      fromWarehouseId: z.string(),
      toWarehouseId: z.string(),
    }),
    annotations: { destructiveHint: false, idempotentHint: false },
  }, async (args, ctx) => {
    const userId = callerOf(ctx);
    const allowed = await warehousesOf(userId);
    if (!allowed.includes(args.fromWarehouseId) || !allowed.includes(args.toWarehouseId)) {
      return reply('You can only transfer between warehouses you work in.', true);
    }

    let data;
    try {
      data = openFor(TOOL, args, ctx);
    } catch (err) {
      if (err instanceof StateMismatchError) return reply('That answer belongs to a different transfer; start again.', true);
      throw err;
    }

    if (!data) {
      const bins = await knex('bin_stock')
        .where({ warehouse_id: args.fromWarehouseId, sku: args.sku })
        .andWhere('quantity', '>=', args.quantity)
        .orderBy('quantity', 'desc')
        .select('bin', 'quantity');
      if (bins.length === 0) return reply(`No single bin holds ${args.quantity} of ${args.sku}.`, true);
      if (bins.length === 1) return book(args, bins[0].bin, userId);
      const requestState = await sealFor(TOOL, args, { bins: bins.map((b) => b.bin) }, ctx);
      return inputRequired({
        inputRequests: {
          bin: inputRequired.elicit({
            message: `${args.sku} is in ${bins.length} bins. Pick from which one:`,
            requestedSchema: {
              type: 'object',
              properties: { bin: { type: 'string', oneOf: bins.map((b) => ({ const: b.bin, title: `${b.bin} (${b.quantity})` })) } },
              required: ['bin'],
            },
          }),
        },
        requestState,
      });
    }

    const picked = acceptedContent(ctx.mcpReq.inputResponses, 'bin');
    if (!picked || !data.bins.includes(picked.bin)) return reply('Transfer not created.');
    return book(args, picked.bin, userId);
  });
}

/**
 * @param {{ sku: string, quantity: number, fromWarehouseId: string, toWarehouseId: string }} args
 * @param {string} bin
 * @param {string} userId
 */
async function book(args, bin, userId) {
  const id = await knex.transaction(async (trx) => {
    const moved = await trx('bin_stock')
      .where({ warehouse_id: args.fromWarehouseId, sku: args.sku, bin })
      .andWhere('quantity', '>=', args.quantity)
      .decrement('quantity', args.quantity);
    if (moved !== 1) throw new Error('stock changed while you were choosing; try again');
    const [row] = await trx('transfers').insert({
      sku: args.sku, quantity: args.quantity, from_warehouse_id: args.fromWarehouseId, from_bin: bin,
      to_warehouse_id: args.toWarehouseId, created_by: userId, status: 'in_transit',
    }).returning('id');
    return row.id;
  });
  return reply(`Transfer ${id} created: ${args.quantity} × ${args.sku} from ${args.fromWarehouseId}/${bin} to ${args.toWarehouseId}.`);
}
