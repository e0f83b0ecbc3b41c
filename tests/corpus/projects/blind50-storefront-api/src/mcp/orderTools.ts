import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { formatMoney, orderNumber } from '../lib/helpers.js';
import { cancelOrder, createReorder, findOrder, reserveStock } from '../services/orders.js';
import { callerOf, hasScope, type ToolContext } from './caller.js';
import { orderStateCodec, type OrderFlowState } from './codec.js';

const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });
const fail = (t: string) => ({ isError: true, content: [{ type: 'text' as const, text: t }] });

export function registerOrderTools(server: McpServer) {
  server.registerTool(
    'reorder',
    {
      description: 'Place a new order with the same items as a past order, after the shopper confirms quantities.',
      inputSchema: z.object({ orderId: z.number().int().positive() }),
    },
    async ({ orderId }, ctx: ToolContext) => {
      const caller = callerOf(ctx);
      if (!caller) return fail('Sign in to reorder.');
      const state = ctx.mcpReq.requestState<OrderFlowState>();

      if (state === undefined) {
        const order = await findOrder(orderId, caller.userId);
        if (!order) return fail(`There is no order ${orderNumber(orderId)} on your account.`);
        const summary = order.lines.map((l) => `${l.quantity} × ${l.sku}`).join(', ');
        return inputRequired({
          inputRequests: {
            quantities: inputRequired.elicit({
              message: `Reorder ${summary} (${formatMoney(order.totalCents)})?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  confirm: { type: 'boolean' },
                  multiplier: { type: 'integer', minimum: 1, maximum: 10, default: 1 },
                },
                required: ['confirm'],
              },
            }),
          },
          requestState: await orderStateCodec.mint(
            {
              tool: 'reorder',
              orderId,
              lines: order.lines,
              // The assistant may refresh its token between rounds; reserve with the one the shopper approved.
              upstream: caller.bearer, // expect: no-secrets-in-state
            },
            ctx,
          ),
        });
      }

      if (state.tool !== 'reorder' || state.orderId !== orderId) return fail('That reorder does not match; please start again.');

      const answer = acceptedContent<{ confirm: boolean; multiplier?: number }>(ctx.mcpReq.inputResponses, 'quantities');
      if (!answer?.confirm) return text('Reorder cancelled.');

      const factor = answer.multiplier ?? 1;
      const lines = (state.lines ?? []).map((l) => ({ ...l, quantity: l.quantity * factor }));
      const { reservationId } = await reserveStock(lines, state.upstream ?? caller.bearer);
      const newId = await createReorder(caller.userId, orderId, lines, reservationId);
      return text(`Placed ${orderNumber(newId)}.`);
    },
  );

  server.registerTool(
    'cancel_order',
    {
      description: 'Cancel an order that has not shipped yet.',
      inputSchema: z.object({ orderId: z.number().int().positive() }),
      annotations: { destructiveHint: true },
    },
    async ({ orderId }, ctx: ToolContext) => {
      const caller = callerOf(ctx);
      if (!caller || !hasScope(caller, 'orders:write')) return fail('You are not allowed to cancel orders.');
      const state = ctx.mcpReq.requestState<OrderFlowState>();

      if (state === undefined) {
        const order = await findOrder(orderId, caller.userId);
        if (!order) return fail(`There is no order ${orderNumber(orderId)} on your account.`);
        if (order.status === 'shipped') return fail(`${orderNumber(orderId)} has already shipped.`);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel ${orderNumber(orderId)} (${formatMoney(order.totalCents)})?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await orderStateCodec.mint({ tool: 'cancel_order', orderId }, ctx),
        });
      }

      if (state.tool !== 'cancel_order' || state.orderId !== orderId) return fail('That confirmation was for another order.');
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Kept the order.');

      await cancelOrder(orderId, `mcp:${caller.userId}`);
      return text(`Cancelled ${orderNumber(orderId)}.`);
    },
  );
}
