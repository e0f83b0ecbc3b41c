// Tool decommission_vehicle: retires a vehicle from the fleet once a dispatcher confirms.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { countOpenWorkOrders, getVehicle, markDecommissioned } from '../db/vehicles.js';
import { callerDepots, callerId, confirmSchema, text, toolError } from './shared.js';

const TOOL = 'decommission_vehicle';

export function registerDecommission(server, deps) {
  server.registerTool(
    TOOL,
    {
      description:
        'Permanently retire a vehicle: cancels its open work orders, frees future bays, releases the telematics unit and removes it from dispatch.',
      inputSchema: z.object({
        vehicleId: z.string().uuid(),
        reason: z.enum(['sold', 'written_off', 'end_of_lease', 'scrapped']),
      }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = callerId(ctx);
      if (!userId) return toolError('An authenticated dispatcher is required.');
      const vehicle = await getVehicle(deps.db, args.vehicleId);
      if (!vehicle || !callerDepots(ctx).includes(vehicle.depot_id)) return toolError('Vehicle not found.');

      const raw = ctx.mcpReq.requestState();
      if (!raw) {
        const openOrders = await countOpenWorkOrders(deps.db, vehicle.id);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Retire ${vehicle.plate} (${vehicle.make} ${vehicle.model}, ${vehicle.odometer_km} km) as "${args.reason}"? ${openOrders} open work orders will be cancelled.`,
              requestedSchema: confirmSchema,
            }),
          },
          requestState: deps.sealer.seal({ stage: 'confirm', openOrders }, { userId, tool: TOOL }), // expect: require-state-binding
        });
      }

      const state = deps.sealer.open(raw, { userId, tool: TOOL }); // expect: require-state-binding
      if (!state || state.stage !== 'confirm') return toolError('This confirmation has expired or is not valid. Start again.');
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text(`${vehicle.plate} stays in the fleet.`);

      if (vehicle.telematics_unit_id) await deps.telematics.releaseUnit(vehicle.telematics_unit_id);
      await markDecommissioned(deps.db, vehicle.id, { by: userId, reason: args.reason });
      return text(`${vehicle.plate} decommissioned (${args.reason}).`, { vehicleId: vehicle.id });
    },
  );
}
