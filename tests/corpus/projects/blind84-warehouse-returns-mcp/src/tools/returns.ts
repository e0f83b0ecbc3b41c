// Returns tools: open a return for a delivered order line, list your returns, and refund a received return.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired } from '@modelcontextprotocol/server';
import { Audited, ReturnsTool, ReturnsToolError, measured, type Caller } from './base.js';
import { ConfirmedTool, GuidedTool } from './guided.js';

const RETURN_WINDOW_DAYS = 30;

export class OpenReturnTool extends Audited(GuidedTool) {
  get name() { return 'open_return'; }
  get description() { return 'Start a return for an item from one of your delivered orders and book a carrier pickup.'; }
  get inputSchema() {
    return z.object({ orderId: z.string().uuid(), sku: z.string().min(1), quantity: z.number().int().positive() });
  }
  get requiredScope() { return 'returns:write'; }

  @measured
  protected async execute(args, ctx, who: Caller) {
    if (!who.customerId) throw new ReturnsToolError('Only customers can open returns here.');
    const state = await this.resume(ctx);
    const details = this.reply(ctx, 'details');
    if (state && details) {
      if (state.orderId !== args.orderId || state.sku !== args.sku || state.quantity !== args.quantity) {
        throw new ReturnsToolError('The order line changed between steps. Please start again.');
      }
      const label = await this.services.labelDrafts.take(state.labelDraft, who.userId);
      if (!label) throw new ReturnsToolError('The pickup quote has expired. Please start again.');
      const created = await this.services.db.returns.create({
        orderId: args.orderId, sku: args.sku, quantity: args.quantity,
        reason: details.reason, condition: details.condition, customerId: who.customerId, label,
      });
      return { returnId: created.id, status: created.status, pickup: label.window };
    }

    const line = await this.services.db.orders.lineForCustomer(args.orderId, args.sku, who.customerId);
    if (!line) throw new ReturnsToolError('We could not find that item on your orders.');
    if (args.quantity > line.quantity) throw new ReturnsToolError(`You ordered only ${line.quantity} of this item.`);
    const ageDays = (Date.now() - new Date(line.delivered_at).getTime()) / 86_400_000;
    if (!line.delivered_at || ageDays > RETURN_WINDOW_DAYS) throw new ReturnsToolError('This item is outside the return window.');

    const quote = await this.services.carrier.pickupQuote(line.warehouse_id, who.customerId);
    const labelDraft = await this.services.labelDrafts.put(who.userId, quote);
    return inputRequired({
      inputRequests: {
        details: inputRequired.elicit({
          message: `Returning ${args.quantity} × ${line.title}. Pickup ${quote.window} with ${quote.carrier}.`,
          requestedSchema: {
            type: 'object',
            properties: {
              reason: { type: 'string', enum: ['damaged', 'wrong_item', 'not_as_described', 'changed_mind'] },
              condition: { type: 'string', enum: ['unopened', 'opened', 'used', 'damaged'] },
            },
            required: ['reason', 'condition'],
          },
        }),
      },
      requestState: await this.checkpoint({ orderId: args.orderId, sku: args.sku, quantity: args.quantity, labelDraft }, ctx),
    });
  }
}

export class ListReturnsTool extends ReturnsTool {
  get name() { return 'list_returns'; }
  get description() { return 'List your returns, newest first. Pass pageToken from a previous answer to see more.'; }
  get inputSchema() { return z.object({ pageToken: z.string().optional(), limit: z.number().int().min(1).max(50).default(20) }); }
  get annotations() { return { readOnlyHint: true, openWorldHint: false }; }

  protected async execute(args, _ctx, who: Caller) {
    if (!who.customerId) throw new ReturnsToolError('Only customers have returns to list.');
    const after = args.pageToken ? decodePageToken(args.pageToken) : null;
    const rows = await this.services.db.returns.pageForCustomer(who.customerId, after, args.limit);
    const last = rows.at(-1);
    return {
      returns: rows,
      nextPageToken: rows.length === args.limit && last ? encodePageToken({ createdAt: last.created_at, id: last.id }) : undefined,
    };
  }
}

function encodePageToken(position: { createdAt: string; id: string }): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

function decodePageToken(token: string) {
  try {
    const { createdAt, id } = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (Number.isNaN(Date.parse(createdAt)) || !/^[0-9a-f-]{36}$/i.test(id)) throw new Error('bad');
    return { createdAt, id };
  } catch {
    throw new ReturnsToolError('That pageToken is not valid.');
  }
}

export class IssueRefundTool extends Audited(ConfirmedTool) {
  get name() { return 'issue_refund'; }
  get description() { return 'Refund a return that the warehouse has received (agents only).'; }
  get inputSchema() { return z.object({ returnId: z.string().uuid(), amountCents: z.number().int().positive() }); }
  get requiredScope() { return 'returns:refund'; }

  protected async summarize(args, _who: Caller) {
    const ret = await this.services.db.returns.find(args.returnId);
    if (!ret) throw new ReturnsToolError('Unknown return.');
    if (ret.status !== 'received') throw new ReturnsToolError(`Return is ${ret.status}; only received returns can be refunded.`);
    return `Refund ${(args.amountCents / 100).toFixed(2)} for return ${ret.id} (order ${ret.order_id}, ${ret.quantity} × ${ret.sku})?`;
  }

  @measured
  protected async confirmed(args, who: Caller, argsDigest: string) {
    const ret = await this.services.db.returns.find(args.returnId);
    if (!ret || ret.status !== 'received') throw new ReturnsToolError('The return is no longer refundable.');
    const refund = await this.services.refunds.refund({
      returnId: ret.id,
      orderId: ret.order_id,
      amountCents: args.amountCents,
      idempotencyKey: `${ret.id}:${argsDigest}`,
    });
    await this.services.db.returns.markRefunded(ret.id, args.amountCents, refund.refundId, who.userId);
    return { returnId: ret.id, refundId: refund.refundId, status: refund.status };
  }
}
