// Stock tools: look up on-hand quantities and move stock between locations after confirmation.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { locationStock, moveStock, stockFor } from '../db.js';
import { operator } from '../auth.js';
import { RejectedState, type Sealer } from '../state/sealed-state.js';

export const ok = (value: unknown) => ({ content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value });
export const fail = (message: string) => ({ content: [{ type: 'text', text: message }], isError: true });
export const confirmSchema = (title: string) => ({
  type: 'object',
  properties: { confirm: { type: 'boolean', title } },
  required: ['confirm'],
});

const TRANSFER = 'transfer_stock';

export function registerStockTools(server, sealer: Sealer) {
  server.registerTool(
    'stock_lookup',
    {
      description: 'On-hand and reserved quantity of a SKU across the warehouses you work in.',
      inputSchema: { sku: z.string().min(3).max(40) },
      annotations: { readOnlyHint: true },
    },
    async ({ sku }, ctx) => {
      const me = operator(ctx);
      if (!me) return fail('Not signed in.');
      return ok({ sku, locations: await stockFor(sku, me.warehouseIds) });
    },
  );

  server.registerTool(
    TRANSFER,
    {
      description: 'Move a quantity of a SKU from one location to another.',
      inputSchema: {
        sku: z.string().min(3).max(40),
        fromLocation: z.string().uuid(),
        toLocation: z.string().uuid(),
        quantity: z.number().int().positive(),
      },
    },
    async (args, ctx) => {
      const me = operator(ctx);
      if (!me) return fail('Not signed in.');
      const binding = { sub: me.userId, tool: TRANSFER, args };
      const token = ctx.mcpReq.requestState();

      if (!token) {
        const src = await locationStock(args.sku, args.fromLocation);
        if (!src || !me.warehouseIds.includes(src.warehouse_id)) return fail('Source location not found.');
        const free = src.on_hand - src.reserved;
        if (free < args.quantity) return fail(`Only ${free} free at the source location.`);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Move ${args.quantity} x ${args.sku}? ${free - args.quantity} will stay free at the source.`,
              requestedSchema: confirmSchema('Move stock'),
            }),
          },
          requestState: sealer.seal({ freeBefore: free }, binding),
        });
      }

      try {
        sealer.open(token, binding);
      } catch (err) {
        if (err instanceof RejectedState) return fail(err.message);
        throw err;
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return ok({ moved: false });
      const movementId = await moveStock(args.sku, args.fromLocation, args.toLocation, args.quantity, me.userId);
      return ok({ moved: true, movementId });
    },
  );
}
