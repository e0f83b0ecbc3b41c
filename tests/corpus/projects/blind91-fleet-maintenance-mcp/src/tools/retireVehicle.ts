// Destructive tool: retires a vehicle from the fleet after the user re-types its plate.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { currentUser } from '../auth.js';
import { getVehicle, markRetired } from '../db.js';
import { decommissionUnit, exchangeForTelematics } from '../telematics.js';
import { openState, sealState, StateRejected } from '../state/tokens.js';
import { argsMac } from '../util/argsMac.js';

const TOOL = 'retire_vehicle';

const refuse = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerRetireVehicle(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Permanently retire a vehicle and remove its telematics unit.',
      inputSchema: z.object({
        vehicleId: z.string(),
        reason: z.enum(['sold', 'written_off', 'end_of_lease']),
      }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const user = currentUser(ctx);
      const raw = ctx.mcpReq.requestState();
      const vehicle = await getVehicle(args.vehicleId, user.depotId);
      if (!vehicle) return refuse('No such vehicle in your depot.');
      if (vehicle.status === 'retired') return refuse('Vehicle is already retired.');

      if (!raw) {
        const requestState = await sealState(
          { vehicleId: vehicle.id, argsMac: argsMac(TOOL, args) },
          { userId: user.userId, tool: TOOL },
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Retire ${vehicle.plate} (${args.reason})? Type the plate to confirm.`,
              requestedSchema: {
                type: 'object',
                properties: { plate: { type: 'string', title: 'Plate' } },
                required: ['plate'],
              },
            }),
          },
          requestState,
        });
      }

      let state;
      try {
        state = await openState(raw, { userId: user.userId, tool: TOOL });
      } catch (err) {
        if (err instanceof StateRejected) return refuse(err.message);
        throw err;
      }
      if (state.argsMac !== argsMac(TOOL, args)) return refuse('Arguments changed since confirmation was requested.'); // expect: no-timing-unsafe-compare

      const answer = acceptedContent<{ plate: string }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer || answer.plate.trim().toUpperCase() !== vehicle.plate.toUpperCase()) {
        return refuse('Retirement not confirmed.');
      }

      const done = await markRetired(vehicle.id, user.depotId, user.userId, args.reason);
      if (!done) return refuse('Vehicle could not be retired.');
      const upstream = await exchangeForTelematics(user.token);
      await decommissionUnit(vehicle.id, upstream.access_token);
      return { content: [{ type: 'text', text: `${vehicle.plate} retired (${args.reason}).` }] };
    },
  );
}
