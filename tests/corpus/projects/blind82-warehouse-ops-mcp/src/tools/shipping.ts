// Carrier booking: rate-shops an order, lets the operator pick a service, then books it with the chosen quote.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { bookQuote, rateShop } from '../carriers/client.js';
import { config } from '../config.js';
import { orderForShipping, recordShipment } from '../db.js';
import { operator } from '../auth.js';
import { putQuotes, takeQuotes } from '../store/quotes.js';
import { RejectedState, type Sealer } from '../state/sealed-state.js';
import { fail, ok } from './stock.js';

const TOOL = 'book_shipment';

export function registerShippingTool(server, sealer: Sealer) {
  server.registerTool(
    TOOL,
    {
      description: 'Get carrier rates for a packed order and book the service the operator picks.',
      inputSchema: { orderId: z.string().uuid() },
    },
    async (args, ctx) => {
      const me = operator(ctx);
      if (!me) return fail('Not signed in.');
      const binding = { sub: me.userId, tool: TOOL, args };
      const token = ctx.mcpReq.requestState();

      if (!token) {
        const order = await orderForShipping(args.orderId);
        if (!order || !me.warehouseIds.includes(order.warehouse_id)) return fail('No packed order with that id.');
        const quotes = await rateShop(order);
        if (quotes.length === 0) return fail('No carrier service available for this order.');
        const handle = await putQuotes(me.userId, order.id, quotes);
        return inputRequired({
          inputRequests: {
            service: inputRequired.elicit({
              message: `Choose a carrier service for order ${order.id}`,
              requestedSchema: {
                type: 'object',
                properties: { choice: { type: 'string', title: 'Service', enum: quotes.map((q) => q.label) } },
                required: ['choice'],
              },
            }),
          },
          requestState: sealer.seal({ handle, apiVersion: config.carrier.apiVersion }, binding),
        });
      }

      let carried;
      try {
        carried = sealer.open(token, binding);
      } catch (err) {
        if (err instanceof RejectedState) return fail(err.message);
        throw err;
      }
      if (carried.apiVersion !== config.carrier.apiVersion) return fail('Carrier API changed since the quote; rate-shop again.');
      const picked = acceptedContent(ctx.mcpReq.inputResponses, 'service');
      if (!picked?.choice) return ok({ booked: false });
      const quotes = await takeQuotes(carried.handle, me.userId, args.orderId);
      if (!quotes) return fail('Quotes expired; rate-shop again.');
      const quote = quotes.find((q) => q.label === picked.choice);
      if (!quote) return fail('Unknown service choice.');
      const booking = await bookQuote(quote.quoteToken, args.orderId);
      await recordShipment(args.orderId, booking.carrierRef, booking.labelUrl, me.userId);
      return ok({ booked: true, carrierRef: booking.carrierRef, priceCents: quote.priceCents });
    },
  );
}
