// write_off_stock: removes damaged or expired stock from the books after the user confirms the exact lots.
import * as z from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { knex, warehousesOf } from '../db.js';
import { callerOf, sealFor, openFor, StateMismatchError } from '../state.js';

const TOOL = 'write_off_stock';

/** @param {string} text @param {boolean} [isError] */
const reply = (text, isError = false) => ({ content: [{ type: /** @type {const} */ ('text'), text }], isError });

/** @param {import('@modelcontextprotocol/server').McpServer} server */
export function register(server) {
  server.registerTool(TOOL, {
    title: 'Write off stock',
    description: 'Write off a quantity of a SKU as damaged, expired or lost. This reduces book value and cannot be undone.',
    inputSchema: z.object({
      warehouseId: z.string(),
      sku: z.string(),
      quantity: z.number().int().positive(),
      reason: z.enum(['damaged', 'expired', 'lost', 'recalled']),
    }),
    annotations: { destructiveHint: true, idempotentHint: false },
  }, async (args, ctx) => {
    const userId = callerOf(ctx);
    if (!(await warehousesOf(userId)).includes(args.warehouseId)) return reply('Not your warehouse.', true);

    let data;
    try {
      data = openFor(TOOL, args, ctx);
    } catch (err) {
      if (err instanceof StateMismatchError) return reply('The confirmation was for a different write-off; start again.', true);
      throw err;
    }

    if (!data) {
      const lots = await knex('lots')
        .where({ warehouse_id: args.warehouseId, sku: args.sku })
        .andWhere('quantity', '>', 0)
        .orderBy([{ column: 'expires_on', order: 'asc' }, { column: 'id', order: 'asc' }])
        .select('id', 'quantity', 'unit_cost_cents', 'expires_on');
      let remaining = args.quantity;
      const plan = [];
      for (const lot of lots) {
        if (remaining === 0) break;
        const take = Math.min(remaining, lot.quantity);
        plan.push({ lotId: lot.id, quantity: take, valueCents: take * lot.unit_cost_cents });
        remaining -= take;
      }
      if (remaining > 0) return reply(`Only ${args.quantity - remaining} of ${args.sku} on hand.`, true);
      const value = plan.reduce((sum, p) => sum + p.valueCents, 0);
      const requestState = await sealFor(TOOL, args, { plan }, ctx);
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Write off ${args.quantity} × ${args.sku} (${args.reason}) from ${plan.length} lot(s), book value ${(value / 100).toFixed(2)}?`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Write off' } }, required: ['confirm'] },
          }),
        },
        requestState,
      });
    }

    if (acceptedContent(ctx.mcpReq.inputResponses, 'confirm')?.confirm !== true) return reply('Nothing written off.');
    await knex.transaction(async (trx) => {
      for (const step of data.plan) {
        const n = await trx('lots').where({ id: step.lotId, warehouse_id: args.warehouseId }).andWhere('quantity', '>=', step.quantity)
          .decrement('quantity', step.quantity);
        if (n !== 1) throw new Error(`lot ${step.lotId} changed since confirmation`);
        await trx('stock_ledger').insert({
          lot_id: step.lotId, sku: args.sku, warehouse_id: args.warehouseId, delta: -step.quantity,
          value_cents: -step.valueCents, kind: `write_off:${args.reason}`, actor: userId,
        });
      }
    });
    return reply(`Wrote off ${args.quantity} × ${args.sku}.`);
  });
}
