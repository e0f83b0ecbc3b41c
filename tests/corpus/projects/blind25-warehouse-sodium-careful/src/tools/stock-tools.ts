import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ErpClient, StockLevel } from '../erp/erp-client.js';
import type { BuiltTool, toolFactory } from './tool-builder.js';

type Args = { sku: string; warehouse: string; delta: number; reason: string };

const done = (text: string): CallToolResult => ({ content: [{ type: 'text', text }] });

export function stockTools(tool: ReturnType<typeof toolFactory>, erp: ErpClient): BuiltTool[] {
  const lookup = tool<{ sku: string; warehouse: string }>('stock_level')
    .describe('Show the on-hand quantity of a SKU in a warehouse.')
    .input({
      type: 'object',
      properties: { sku: { type: 'string' }, warehouse: { type: 'string' } },
      required: ['sku', 'warehouse'],
    })
    .run(async ({ sku, warehouse }) => {
      const level = await erp.stock(sku, warehouse);
      return done(`${level.sku} @ ${level.warehouse}: ${level.onHand} on hand (rev ${level.revision}).`);
    });

  const adjust = tool<Args>('adjust_stock')
    .describe('Write off or add stock for a SKU. Needs a confirmation.')
    .input({
      type: 'object',
      properties: {
        sku: { type: 'string' },
        warehouse: { type: 'string' },
        delta: { type: 'integer' },
        reason: { type: 'string', enum: ['damaged', 'recount', 'theft', 'return'] },
      },
      required: ['sku', 'warehouse', 'delta', 'reason'],
    })
    .destructive()
    .confirm(async ({ sku, warehouse, delta, reason }) => {
      const level = await erp.stock(sku, warehouse);
      const after = level.onHand + delta;
      if (after < 0) throw new Error(`cannot go below zero (${level.onHand} on hand)`);
      return {
        question: `Change ${sku} in ${warehouse} from ${level.onHand} to ${after} (${reason})?`,
        data: level satisfies StockLevel, // public inventory facts + row revision
      };
    })
    .run(async ({ delta, reason }, ctx, level) => {
      if (!level) throw new Error('adjust_stock ran without a confirmed state');
      const updated = await erp.adjust(level, delta, reason, ctx.userId);
      return done(`${updated.sku} @ ${updated.warehouse} is now ${updated.onHand}.`);
    });

  return [lookup, adjust];
}
