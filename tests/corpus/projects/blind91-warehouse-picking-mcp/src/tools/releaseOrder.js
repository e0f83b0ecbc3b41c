// Destructive tool: hands a packed order over to its carrier, after the user confirms the details.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { getOrder, markReleased } from '../db.js';
import { releaseToCarrier } from '../wms.js';
import { openState, sealState, StateRejected } from '../state/stateJwt.js';

const TOOL = 'release_order';

const refuse = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerReleaseOrder(server, whoAmI) {
  server.registerTool(
    TOOL,
    {
      description: 'Release a packed order to its carrier. This cannot be undone.',
      inputSchema: z.object({
        orderId: z.string(),
        serviceLevel: z.enum(['standard', 'express', 'same_day']),
      }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const me = whoAmI(ctx);
      const order = await getOrder(me.siteId, args.orderId);
      if (!order) return refuse('Order not found at your site.');
      if (order.status !== 'packed') return refuse(`Order is ${order.status}, not packed.`);

      const raw = ctx.mcpReq.requestState();
      if (!raw) {
        const requestState = sealState(
          { orderId: order.id, siteId: me.siteId, parcels: order.parcel_count },
          { userId: me.userId, tool: TOOL, args },
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Release order ${order.id} (${order.parcel_count} parcels, ${order.weight_kg} kg) to ${order.carrier} ${args.serviceLevel}?`,
              requestedSchema: {
                type: 'object',
                properties: { release: { type: 'boolean', title: 'Release now' } },
                required: ['release'],
              },
            }),
          },
          requestState,
        });
      }

      let state;
      try {
        state = await openState(raw, { userId: me.userId, tool: TOOL, args });
      } catch (err) {
        if (err instanceof StateRejected) return refuse(err.message);
        throw err;
      }
      if (state.siteId !== me.siteId || state.orderId !== order.id) return refuse('requestState does not match this order.');

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.release) return refuse('Release cancelled.');

      const handoff = await releaseToCarrier(me.siteId, order.id, args.serviceLevel);
      await markReleased(order.id, me.userId, handoff.trackingNumber);
      return {
        content: [{ type: 'text', text: `Order ${order.id} released. Tracking ${handoff.trackingNumber}.` }],
        structuredContent: { orderId: order.id, trackingNumber: handoff.trackingNumber, apiVersion: state.apiVersion },
      };
    },
  );
}
