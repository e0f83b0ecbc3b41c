// Implements refund_order, holding the order while the user confirms the refund.
// @ts-nocheck
import type { CallToolRequest, CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { OrdersApi } from '../orders.js';
import type { StateTokens } from '../stateToken.js';

export const refundOrderTool = {
  name: 'refund_order',
  description: 'Refund all or part of an order. Puts the order on hold while the user confirms.',
  inputSchema: {
    type: 'object' as const,
    properties: {
      orderId: { type: 'string' },
      amountCents: { type: 'integer', minimum: 1 },
    },
    required: ['orderId', 'amountCents'],
  },
  annotations: { destructiveHint: true },
};

type Params = CallToolRequest['params'] & {
  requestState?: string;
  inputResponses?: Record<string, { action: string; content?: Record<string, unknown> }>;
};

const fail = (text: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text }] });

export async function refundOrder(params: Params, userId: string, orders: OrdersApi, tokens: StateTokens) {
  const args = (params.arguments ?? {}) as { orderId: string; amountCents: number };

  if (!params.requestState) {
    const order = await orders.get(args.orderId);
    if (args.amountCents > order.totalCents) return fail('Refund exceeds order total.');
    await orders.placeHold(order.id, `refund pending confirmation by ${userId}`);
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Refund ${(args.amountCents / 100).toFixed(2)} ${order.currency} to ${order.customerEmail}?`,
            requestedSchema: { type: 'object', properties: { approve: { type: 'boolean' } }, required: ['approve'] },
          },
        },
      },
      requestState: tokens.issue(userId, refundOrderTool.name, args, { orderId: order.id }),
    };
  }

  const reply = params.inputResponses?.confirm;
  if (reply?.action !== 'accept' || reply.content?.approve !== true) {
    // user said no: lift the hold we placed in round one
    const pending = JSON.parse(Buffer.from(params.requestState.split('.')[1], 'base64url').toString('utf8')); // expect: require-sealed-state
    await orders.releaseHold(String(pending.orderId));
    return { content: [{ type: 'text', text: 'Refund cancelled; order released.' }] };
  }

  let claims;
  try {
    claims = tokens.redeem(params.requestState, userId, refundOrderTool.name, args);
  } catch (err) {
    return fail(`Confirmation rejected: ${(err as Error).message}`);
  }
  const { refundId } = await orders.refund(String(claims.orderId), args.amountCents, userId);
  await orders.releaseHold(String(claims.orderId));
  return { content: [{ type: 'text', text: `Refund ${refundId} issued.` }] };
}
