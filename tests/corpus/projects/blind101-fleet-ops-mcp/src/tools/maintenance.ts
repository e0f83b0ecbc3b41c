// Tool schedule_maintenance: offers free service bays at the vehicle's depot and books the one the user picks.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { bookSlot, freeSlots, getVehicle } from '../db/vehicles.js';
import { argsDigest } from '../state/sealer.js';
import { callerDepots, callerId, text, toolError } from './shared.js';

const TOOL = 'schedule_maintenance';

export function registerMaintenance(server, deps) {
  server.registerTool(
    TOOL,
    {
      description: 'Book a maintenance slot for a vehicle at its home depot within the given window.',
      inputSchema: z.object({
        vehicleId: z.string().uuid(),
        kind: z.enum(['inspection', 'tyres', 'brakes', 'service']),
        from: z.string().datetime(),
        to: z.string().datetime(),
      }),
    },
    async (args, ctx) => {
      const userId = callerId(ctx);
      if (!userId) return toolError('An authenticated dispatcher is required.');
      const vehicle = await getVehicle(deps.db, args.vehicleId);
      if (!vehicle || !callerDepots(ctx).includes(vehicle.depot_id)) return toolError('Vehicle not found.');

      const binding = { userId, tool: TOOL, argsDigest: argsDigest(args) };
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const slots = await freeSlots(deps.db, vehicle.depot_id, args.from, args.to);
        if (slots.length === 0) return text('No free bays in that window.');
        return inputRequired({
          inputRequests: {
            slot: inputRequired.elicit({
              message: `Pick a bay for ${vehicle.plate} (${args.kind}).`,
              requestedSchema: {
                type: 'object',
                properties: {
                  slotId: {
                    type: 'string',
                    title: 'Slot',
                    oneOf: slots.map((s) => ({ const: s.id, title: `${s.starts_at.toISOString()} - bay ${s.bay}` })),
                  },
                },
                required: ['slotId'],
              },
            }),
          },
          requestState: deps.sealer.seal({ offered: slots.map((s) => s.id) }, binding),
        });
      }

      const state = deps.sealer.open(raw, binding);
      if (!state) return toolError('The slot offer expired or is not valid. Ask again.');
      const choice = acceptedContent(ctx.mcpReq.inputResponses, 'slot');
      if (!choice) return text('No slot booked.');
      if (!state.offered.includes(choice.slotId)) return toolError('That slot was not offered.');

      const booked = await bookSlot(deps.db, choice.slotId, vehicle.id, args.kind, userId);
      if (!booked) return toolError('Someone else took that slot. Run the tool again for fresh options.');
      return text(`Booked ${args.kind} for ${vehicle.plate} at bay ${booked.bay}, ${booked.starts_at.toISOString()}.`, {
        slotId: booked.id,
      });
    },
  );
}
