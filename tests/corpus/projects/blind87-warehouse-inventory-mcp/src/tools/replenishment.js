// stock_level and create_purchase_order tools; pending orders are held server-side behind a random handle.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { canUseWarehouse } from '../auth.js';
import { digestArgs, userIdOf } from '../stateCodecs.js';

export const CREATE_PO = 'create_purchase_order';
const PENDING_TTL_SECONDS = 600;

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerReplenishment(server, { config, db, supplier }) {
  server.registerTool(
    'stock_level',
    {
      description: 'Show on-hand and reserved units of a SKU in a warehouse.',
      inputSchema: z.object({ warehouse: z.string(), sku: z.string() }),
      annotations: { readOnlyHint: true },
    },
    async ({ warehouse, sku }, ctx) => {
      if (!canUseWarehouse(ctx.http?.authInfo, warehouse)) return fail(`No access to warehouse ${warehouse}.`);
      const row = await db.stockLevel(warehouse, sku);
      if (!row) return fail(`${sku} is not stocked in ${warehouse}.`);
      return {
        content: [{ type: 'text', text: `${sku} @ ${warehouse}: ${row.on_hand} on hand, ${row.reserved} reserved.` }],
        structuredContent: { onHand: row.on_hand, reserved: row.reserved },
      };
    },
  );

  if (!config.features.purchaseOrders) return;

  server.registerTool(
    CREATE_PO,
    {
      description: 'Get a supplier quote and, once approved, place a purchase order.',
      inputSchema: z.object({
        warehouse: z.string().regex(/^[A-Z]{3}\d{2}$/),
        supplierSku: z.string().min(3),
        quantity: z.number().int().positive().max(50_000),
      }),
    },
    async (args, ctx) => {
      if (!canUseWarehouse(ctx.http?.authInfo, args.warehouse)) return fail(`No access to warehouse ${args.warehouse}.`);
      const userId = userIdOf(ctx);
      const handle = ctx.mcpReq.requestState();

      if (!handle) {
        const quote = await supplier.quote(args.supplierSku, args.quantity, args.warehouse);
        const newHandle = randomBytes(24).toString('base64url');
        await db.savePendingOrder({
          handle: newHandle,
          userId,
          tool: CREATE_PO,
          argsDigest: digestArgs(args),
          quote: { id: quote.id, totalCents: quote.totalCents, leadDays: quote.leadTimeDays },
          ttlSeconds: PENDING_TTL_SECONDS,
        });
        return inputRequired({
          inputRequests: {
            approve: inputRequired.elicit({
              message:
                `Northwind quotes $${(quote.totalCents / 100).toFixed(2)} for ${args.quantity} × ${args.supplierSku}, ` +
                `delivered to ${args.warehouse} in ${quote.leadTimeDays} days. Place the order?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  approve: { type: 'boolean', title: 'Place order' },
                  reference: { type: 'string', title: 'Internal reference (optional)' },
                },
                required: ['approve'],
              },
            }),
          },
          requestState: newHandle,
        });
      }

      if (typeof handle !== 'string' || handle.length > 64) return fail('Unknown or expired quote; start again.');
      const pending = await db.takePendingOrder({ handle, userId, tool: CREATE_PO });
      if (!pending) return fail('Unknown or expired quote; start again.');
      if (pending.args_digest !== digestArgs(args)) return fail('The order changed since the quote was approved.');

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'approve');
      if (!answer?.approve) return { content: [{ type: 'text', text: 'Quote discarded; no order placed.' }] };

      const order = await supplier.placeOrder(pending.quote.id, answer.reference ?? `${args.warehouse}-${Date.now()}`);
      await db.recordPurchaseOrder({
        supplierOrderId: order.id,
        warehouse: args.warehouse,
        supplierSku: args.supplierSku,
        quantity: args.quantity,
        totalCents: pending.quote.totalCents,
        userId,
      });
      return { content: [{ type: 'text', text: `Purchase order ${order.id} placed with Northwind.` }] };
    },
  );
}
