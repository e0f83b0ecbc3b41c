import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from '../config.js';
import type { OrderLine } from '../services/orders.js';

export interface OrderFlowState {
  tool: 'reorder' | 'cancel_order';
  orderId: number;
  lines?: OrderLine[];
  upstream?: string;
}

export const orderStateCodec = createRequestStateCodec<OrderFlowState>({
  key: Buffer.from(config.mcp.stateKey, 'base64'),
  // Reorders wait on the shopper adjusting quantities in the assistant, which regularly takes a while.
  ttlSeconds: 60 * 60, // expect: require-state-binding
  // Pin a continuation to the integration that started it, so one assistant cannot resume another's flow.
  bind: (ctx) => ctx.http?.authInfo?.clientId ?? 'stdio', // expect: require-state-binding
});
