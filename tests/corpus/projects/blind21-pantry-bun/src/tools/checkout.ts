import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { defineTool, failure, text, userIdOf } from './registry.ts';
import { digestArgs } from '../state/request-state.ts';

interface CheckoutState {
  // Encrypted with AES-GCM inside the state, so the client cannot read or alter it.
  sessionToken: string;
  cartId: string;
  slotIds: string[];
}

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

export default defineTool<{ note?: string }>({
  name: 'place_order',
  description: 'Check out the current cart: pick a delivery slot and place the order.',
  inputSchema: { note: z.string().max(200).optional() },
  destructive: true,
  handler:
    ({ state, grocer }) =>
    async (args, ctx) => {
      const sub = userIdOf(ctx);
      if (!sub) return failure('Sign in first.');
      const binding = { sub, tool: 'place_order', argsDigest: await digestArgs(args) };

      const pending = await state.open<CheckoutState>(ctx.mcpReq.requestState(), binding);
      const pick = acceptedContent<{ slotId: string; confirm: boolean }>(ctx.mcpReq.inputResponses, 'slot');

      if (!pending || !pick) {
        const session = await grocer.startCheckout(sub);
        if (session.slots.length === 0) return failure('No delivery slots available right now.');
        return inputRequired({
          inputRequests: {
            slot: inputRequired.elicit({
              message: `Place order for ${euros(session.totalCents)}?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  slotId: {
                    type: 'string',
                    oneOf: session.slots.map((s) => ({ const: s.id, title: `${s.startsAt} (+${euros(s.feeCents)})` })),
                  },
                  confirm: { type: 'boolean', title: 'Place the order' },
                },
                required: ['slotId', 'confirm'],
              },
            }),
          },
          requestState: await state.mint<CheckoutState>(
            { sessionToken: session.sessionToken, cartId: session.cartId, slotIds: session.slots.map((s) => s.id) },
            binding,
          ),
        });
      }

      if (pick.confirm !== true) return text('Order not placed.');
      if (!pending.slotIds.includes(pick.slotId)) return failure('That slot was not offered.');
      const order = await grocer.placeOrder(pending.sessionToken, pending.cartId, pick.slotId);
      return text(`Order ${order.orderId} placed, arriving around ${order.etaIso}.`, { orderId: order.orderId });
    },
});
