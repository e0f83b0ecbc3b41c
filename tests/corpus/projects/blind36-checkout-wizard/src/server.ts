import { McpServer } from '@modelcontextprotocol/server';
import { checkoutCodec } from './state/envelope.js';
import { registerApplyCoupon } from './tools/apply-coupon.js';
import { registerPlaceOrder } from './tools/place-order.js';

export function createCheckoutServer(): McpServer {
  const server = new McpServer(
    { name: 'checkout-wizard', version: '2.1.0' },
    {
      capabilities: { tools: {} },
      // Signature, expiry and shopper are checked here before any handler sees the state.
      requestState: { verify: checkoutCodec.verify },
    },
  );
  registerPlaceOrder(server);
  registerApplyCoupon(server);
  return server;
}
