// Models an MCP SDK 1.x shopping tool that hands back requestState as raw objects and arrays (not even a string), next to a helper that only base64-encodes.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { catalog, placeOrder } from './shop.js';

const encodeState = (state: object): string => Buffer.from(JSON.stringify(state), 'utf8').toString('base64');

function chooseVariant(productId: string, variants: string[]): CallToolResult {
  return {
    resultType: 'input_required',
    inputRequests: {
      variant: {
        method: 'elicitation/create',
        params: { mode: 'form', message: 'Which variant?', requestedSchema: { type: 'object', properties: { variant: { type: 'string', enum: variants } } } },
      },
    },
    requestState: { productId, variants }, // expect: require-sealed-state
  } as CallToolResult;
}

export function register(server: McpServer) {
  server.registerTool(
    'add_to_cart',
    {
      description: 'Add a product to the cart, asking for size/colour when needed',
      inputSchema: { productId: z.string(), quantity: z.number().int().positive() },
    },
    async ({ productId, quantity }) => {
      const product = await catalog.get(productId);
      if (product.variants.length > 1) {
        return chooseVariant(productId, product.variants);
      }
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: { method: 'elicitation/create', params: { mode: 'form', message: `Add ${quantity} × ${product.title}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } },
        },
        requestState: [productId, quantity, product.priceCents], // expect: require-sealed-state
      } as CallToolResult;
    },
  );

  server.registerTool(
    'checkout',
    {
      description: 'Place the order for the current cart',
      inputSchema: { cartId: z.string() },
      annotations: { destructiveHint: true },
    },
    async ({ cartId }) => {
      const cart = await catalog.cart(cartId);
      return {
        resultType: 'input_required',
        inputRequests: {
          address: { method: 'elicitation/create', params: { mode: 'form', message: 'Shipping address?', requestedSchema: { type: 'object', properties: { line1: { type: 'string' } } } } },
        },
        requestState: encodeState({ cartId, totalCents: cart.totalCents }), // expect: require-sealed-state
      } as CallToolResult;
    },
  );

  server.registerTool('order_status', { description: 'Status of an order', inputSchema: { orderId: z.string() } }, async ({ orderId }) => {
    const order = await placeOrder.status(orderId);
    return { resultType: 'complete', content: [{ type: 'text', text: order.status }] };
  });
}
