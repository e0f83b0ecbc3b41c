// Return-handling tools for support agents: order lookup, return creation and refunds.
// @ts-nocheck
import { injectable } from 'tsyringe';
import { z } from 'zod';
import { OrdersRepository } from '../services/orders.repository';
import { CarrierClient, RefundsClient } from '../services/refunds.client';
import { PendingStore } from '../mcp/pending-store';
import { accepted, askFor, form, reply, type ToolRouter } from '../mcp/tool-router';

const money = (cents: number, currency: string) => new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);

@injectable()
export class ReturnsTools {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly pending: PendingStore,
    private readonly refunds: RefundsClient,
    private readonly carrier: CarrierClient,
  ) {}

  register(router: ToolRouter): void {
    router.route({
      name: 'lookup_order',
      description: 'Show an order with its lines and what has already been returned',
      shape: { orderNumber: z.string().regex(/^WO-\d{6,}$/) },
      readOnly: true,
      handle: async ({ args }) => {
        const order = await this.orders.findOrder(args.orderNumber);
        if (!order) return reply(`Order ${args.orderNumber} not found.`, true);
        const lines = order.lines.map(
          (l) => `  ${l.lineId}  ${l.sku}  ${l.title}  x${l.quantity} (returned ${l.returned})  ${money(l.unitCents, order.currency)}`,
        );
        return reply(`${order.order_number} placed ${order.placed_at} by ${order.customer_email}\n${lines.join('\n')}`);
      },
    });

    router.route({
      name: 'create_return',
      description: 'Open a return for an order line and buy a prepaid return label',
      shape: { orderNumber: z.string(), lineId: z.string(), quantity: z.number().int().min(1) },
      handle: async (ctx) => {
        const { orderNumber, lineId, quantity } = ctx.args;

        if (!ctx.requestState) {
          const order = await this.orders.findOrder(orderNumber);
          const line = order?.lines.find((l) => l.lineId === lineId);
          if (!line) return reply(`Line ${lineId} is not on order ${orderNumber}.`, true);
          if (line.returned + quantity > line.quantity) return reply('That is more than remains returnable on this line.', true);
          const quote = await this.carrier.quoteReturnLabel(orderNumber, 1500 * quantity);
          const handle = await this.pending.open(ctx.userId, ctx.tool, ctx.args, {
            orderId: order.id,
            quoteId: quote.quoteId,
            quoteToken: quote.quoteToken,
          });
          return askFor(
            {
              details: form(`Return ${quantity} x ${line.title}. Label: ${quote.service}, ${money(quote.priceCents, order.currency)}`, {
                reason: { type: 'string', enum: ['damaged', 'wrong-item', 'no-longer-needed', 'other'] },
                condition: { type: 'string', enum: ['sealed', 'opened', 'damaged'] },
              }),
            },
            handle,
          );
        }

        const pending = await this.pending.claim(ctx.requestState, ctx.userId, ctx.tool, ctx.args);
        if (!pending) return reply('This return request has expired or does not match; please start again.', true);
        const details = accepted<{ reason: string; condition: string }>(ctx, 'details');
        if (!details) return reply('Return not created.');
        const label = await this.carrier.buyLabel(pending.data.quoteId, pending.data.quoteToken);
        const rma = await this.orders.createReturn({
          orderId: pending.data.orderId,
          lineId,
          quantity,
          reason: details.reason,
          condition: details.condition,
          createdBy: ctx.userId,
          labelId: label.labelId,
        });
        return reply(`Created ${rma.reference}. Label: ${label.labelUrl} (tracking ${label.tracking}).`);
      },
    });

    router.route({
      name: 'issue_refund',
      description: 'Refund a received return to the original payment method',
      shape: { returnId: z.string().uuid(), amountCents: z.number().int().positive() },
      destructive: true,
      handle: async (ctx) => {
        const { returnId, amountCents } = ctx.args;

        if (!ctx.requestState) {
          const ret = await this.orders.getReturn(returnId);
          if (!ret || ret.status !== 'received') return reply('Only received returns can be refunded.', true);
          const maxCents = ret.quantity * ret.unit_cents - (ret.refunded_cents ?? 0);
          if (amountCents > maxCents) return reply(`At most ${money(maxCents, ret.currency)} can be refunded.`, true);
          if (amountCents > Number(ctx.auth.extra.refundLimitCents ?? 0)) return reply('Above your refund limit; escalate to a lead.', true);
          const handle = await this.pending.open(ctx.userId, ctx.tool, ctx.args, { paymentRef: ret.payment_ref, currency: ret.currency });
          return askFor(
            { confirm: form(`Refund ${money(amountCents, ret.currency)} for ${ret.reference}?`, { confirm: { type: 'boolean' } }) },
            handle,
          );
        }

        const pending = await this.pending.claim(ctx.requestState, ctx.userId, ctx.tool, ctx.args);
        if (!pending) return reply('This refund confirmation has expired or does not match; please start again.', true);
        const answer = accepted<{ confirm: boolean }>(ctx, 'confirm');
        if (answer?.confirm !== true) return reply('Refund cancelled.');
        const refund = await this.refunds.refund(pending.data.paymentRef, amountCents, pending.data.currency, ctx.requestState);
        await this.orders.recordRefund(returnId, refund.id, amountCents, ctx.userId);
        return reply(`Refund ${refund.id} ${refund.status}.`);
      },
    });
  }
}
