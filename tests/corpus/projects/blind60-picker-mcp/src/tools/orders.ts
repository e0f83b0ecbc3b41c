import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { refused, STALE, text, wms, yesNo, type PickerTool } from './shared.js';

export const listOrders: PickerTool<{ status: string }> = {
  name: 'list_orders',
  description: 'Orders in a given status',
  input: { status: z.enum(['new', 'reserved', 'picking', 'packed']).default('new') },
  readOnly: true,
  async run({ status }) {
    const orders = await wms.orders(status);
    return text(orders.map((o) => `${o.number}  ${o.lines} lines  (${o.id})`).join('\n') || `No ${status} orders.`);
  },
};

interface ReserveState {
  warehouseIds: string[];
  /** Lets the WMS drop a duplicate reservation if the retry is delivered twice. */
  idempotencyKey: string;
}

export const reserveStock: PickerTool<{ orderId: string }, ReserveState> = {
  name: 'reserve_stock',
  description: 'Reserve stock for an order; you choose the warehouse',
  input: { orderId: z.string() },
  async run({ orderId }, ctx, kit) {
    const token = ctx.mcpReq.requestState();
    if (token === undefined) {
      const options = await wms.availability(orderId);
      if (options.length === 0) return text('No warehouse has stock for this order.');
      return inputRequired({
        inputRequests: {
          warehouse: inputRequired.elicit({
            message: 'Reserve from which warehouse?',
            requestedSchema: {
              type: 'object',
              properties: {
                warehouseId: {
                  type: 'string',
                  oneOf: options.map((o) => ({ const: o.warehouseId, title: `${o.name}${o.complete ? '' : ' (partial)'}` })),
                },
              },
              required: ['warehouseId'],
            },
          }),
        },
        requestState: kit.seal({ warehouseIds: options.map((o) => o.warehouseId), idempotencyKey: randomUUID() }),
      });
    }

    const opened = kit.open(token);
    if (!opened.ok) return refused(STALE);
    const pick = acceptedContent<{ warehouseId: string }>(ctx.mcpReq.inputResponses, 'warehouse');
    if (!pick || !opened.state.warehouseIds.includes(pick.warehouseId)) return text('Nothing reserved.');
    const { reservationId } = await wms.reserve(orderId, pick.warehouseId, opened.state.idempotencyKey, kit.caller);
    return text(`Reserved (${reservationId}).`);
  },
};

export const cancelOrder: PickerTool<{ orderId: string; reason: string }, { number: string }> = {
  name: 'cancel_order',
  description: 'Cancel an order and release its reservations',
  input: { orderId: z.string(), reason: z.string().min(3).max(200) },
  destructive: true,
  async run(args, ctx, kit) {
    const token = ctx.mcpReq.requestState();
    if (token === undefined) {
      const order = await wms.order(args.orderId);
      return inputRequired({
        inputRequests: { confirm: yesNo(`Cancel order ${order.number} (${order.lines.length} lines, ${order.status})? Reason: ${args.reason}`) },
        // kit.seal binds this caller, cancel_order and exactly these arguments.
        requestState: kit.seal({ number: order.number }),
      });
    }

    const opened = kit.open(token);
    if (!opened.ok) return refused(STALE);
    if (acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.confirm !== true) return text('Order kept.');
    await wms.cancel(args.orderId, args.reason, kit.caller);
    return text(`Order ${opened.state.number} cancelled.`);
  },
};
