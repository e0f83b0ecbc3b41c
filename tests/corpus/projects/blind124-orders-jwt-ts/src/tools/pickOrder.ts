// Implements order_status, asking which order to show when a customer has several.
// @ts-nocheck
import type { CallToolRequest } from '@modelcontextprotocol/sdk/types.js';
import type { OrdersApi } from '../orders.js';
import type { StateTokens } from '../stateToken.js';

export const orderStatusTool = {
  name: 'order_status',
  description: "Show the status of a customer's order; asks which one when there are several.",
  inputSchema: {
    type: 'object' as const,
    properties: { customerEmail: { type: 'string', format: 'email' } },
    required: ['customerEmail'],
  },
  annotations: { readOnlyHint: true },
};

type Params = CallToolRequest['params'] & {
  requestState?: string;
  inputResponses?: Record<string, { action: string; content?: { orderId?: string } }>;
};

export async function orderStatus(params: Params, userId: string, orders: OrdersApi, tokens: StateTokens) {
  const args = (params.arguments ?? {}) as { customerEmail: string };

  if (params.requestState) {
    try {
      tokens.redeem(params.requestState, userId, orderStatusTool.name, args);
    } catch (err) {
      return { isError: true, content: [{ type: 'text', text: (err as Error).message }] };
    }
    const chosen = params.inputResponses?.pick?.content?.orderId;
    if (!chosen) return { content: [{ type: 'text', text: 'Nothing selected.' }] };
    const order = await orders.get(chosen);
    if (order.customerEmail !== args.customerEmail) {
      return { isError: true, content: [{ type: 'text', text: 'That order belongs to someone else.' }] };
    }
    return { content: [{ type: 'text', text: `Order ${order.id}: ${order.status}` }] };
  }

  const list = await orders.listForCustomer(args.customerEmail);
  if (list.length <= 1) {
    return { content: [{ type: 'text', text: list[0] ? `Order ${list[0].id}: ${list[0].status}` : 'No orders.' }] };
  }
  return {
    resultType: 'input_required',
    inputRequests: {
      pick: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: 'Which order?',
          requestedSchema: {
            type: 'object',
            properties: { orderId: { type: 'string', enum: list.map((o) => o.id) } },
            required: ['orderId'],
          },
        },
      },
    },
    requestState: tokens.issue(userId, orderStatusTool.name, args),
  };
}
