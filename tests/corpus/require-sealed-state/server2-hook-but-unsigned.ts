// Models a @modelcontextprotocol/server 2.x server that installs the codec's verify hook yet still hands out hand-made state in one tool (the hook will reject it, but the client already got it).
// @ts-nocheck
import { McpServer, createRequestStateCodec, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { orders } from './orders.js';

type ReturnState = { orderId: string; items: string[] };

const codec = createRequestStateCodec<ReturnState>({
  key: Buffer.from(process.env.ORDERS_STATE_KEY!, 'base64'),
  bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}:${ctx.mcpReq.method}`,
});

export function createServer(): McpServer {
  const server = new McpServer({ name: 'orders', version: '6.0.0' }, { capabilities: { tools: {} }, requestState: { verify: codec.verify } });

  server.registerTool(
    'start_return',
    { description: 'Start a return for some items of an order', inputSchema: z.object({ orderId: z.string() }) },
    async ({ orderId }, ctx) => {
      const state = ctx.mcpReq.requestState<ReturnState>();
      if (!state) {
        const order = await orders.get(orderId);
        return inputRequired({
          inputRequests: { items: inputRequired.elicit({ message: 'Which items?', requestedSchema: z.object({ items: z.array(z.enum(order.itemIds)) }) }) },
          requestState: await codec.mint({ orderId, items: order.itemIds }, ctx),
        });
      }
      const picked = acceptedContent<{ items: string[] }>(ctx.mcpReq.inputResponses, 'items')?.items ?? [];
      const valid = picked.filter((item) => state.items.includes(item));
      const rma = await orders.startReturn(state.orderId, valid);
      return { content: [{ type: 'text', text: `Return ${rma.id} started for ${valid.length} items` }] };
    },
  );

  server.registerTool(
    'change_address',
    { description: 'Change the delivery address of an order', inputSchema: z.object({ orderId: z.string() }) },
    async ({ orderId }, ctx) => {
      const state = ctx.mcpReq.requestState<{ orderId: string }>();
      if (!state) {
        return inputRequired({
          inputRequests: { address: inputRequired.elicit({ message: 'New address?', requestedSchema: z.object({ line1: z.string(), city: z.string() }) }) },
          requestState: Buffer.from(JSON.stringify({ orderId })).toString('base64url'), // expect: require-sealed-state
        });
      }
      const address = acceptedContent<{ line1: string; city: string }>(ctx.mcpReq.inputResponses, 'address');
      if (address) await orders.updateAddress(state.orderId, address);
      return { content: [{ type: 'text', text: address ? 'Address updated' : 'Address unchanged' }] };
    },
  );

  return server;
}
