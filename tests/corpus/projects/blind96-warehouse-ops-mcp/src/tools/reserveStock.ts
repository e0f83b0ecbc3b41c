// reserve_stock tool: finds warehouses that can fill an order line and reserves stock where the user chooses.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { STATE_API_VERSION, argsDigest, stateProblem, toolError } from '../state.js';

const TOOL = 'reserve_stock';

interface SavedReservation {
  options: { warehouseId: string; name: string; available: number; etaDays: number }[];
}

export function registerReserveStock(server, { codec, pending, wms }) {
  server.registerTool(
    TOOL,
    {
      title: 'Reserve stock',
      description: 'Reserve stock of a SKU for an order line. Asks which warehouse should ship it.',
      inputSchema: {
        sku: z.string().regex(/^[A-Z0-9-]{4,32}$/),
        quantity: z.number().int().positive().max(10_000),
        orderRef: z.string().min(3).max(64),
      },
    },
    async (args, ctx) => {
      const auth = ctx.http?.authInfo;
      const userId = auth?.extra?.userId;
      if (!userId) return toolError('Authentication required.');

      const state = ctx.mcpReq.requestState();
      if (!state) {
        const options = await wms.availability(args.sku, args.quantity, auth.extra.warehouses);
        if (options.length === 0) return toolError(`No permitted warehouse holds ${args.quantity} × ${args.sku}.`);

        const handle = await pending.put(userId, { options });
        const requestState = await codec.mint(
          { tool: TOOL, apiVersion: STATE_API_VERSION, argsDigest: argsDigest(TOOL, args), handle },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            warehouse: inputRequired.elicit({
              message: `Which warehouse should reserve ${args.quantity} × ${args.sku} for ${args.orderRef}?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  warehouseId: {
                    type: 'string',
                    oneOf: options.map((o) => ({
                      const: o.warehouseId,
                      title: `${o.name}: ${o.available} available, ships in ${o.etaDays} d`,
                    })),
                  },
                },
                required: ['warehouseId'],
              },
            }),
          },
          requestState,
        });
      }

      const problem = stateProblem(state, TOOL, args);
      if (problem) return toolError(problem);
      const saved = await pending.take<SavedReservation>(state.handle, userId);
      if (!saved) return toolError('This reservation question has expired or was already answered; start again.');

      const choice = acceptedContent<{ warehouseId: string }>(ctx.mcpReq.inputResponses, 'warehouse');
      if (!choice) return { content: [{ type: 'text', text: 'No reservation made.' }] };
      const option = saved.options.find((o) => o.warehouseId === choice.warehouseId);
      if (!option) return toolError('Choose one of the offered warehouses.');

      const reservation = await wms.reserve({ ...args, warehouseId: option.warehouseId }, userId);
      return {
        content: [{ type: 'text', text: `Reserved ${args.quantity} × ${args.sku} at ${option.name} (reservation ${reservation.id}).` }],
        structuredContent: reservation,
      };
    },
  );
}
