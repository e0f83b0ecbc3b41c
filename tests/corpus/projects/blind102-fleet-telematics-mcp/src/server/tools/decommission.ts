// decommission_vehicle tool: retires a vehicle and unregisters its tracker once the manager confirms.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { findVehicle, managedFleets, markDecommissioned } from '../../shared/db.js';
import { exchangeForTelematicsToken, unregisterDevice } from '../../shared/telematics.js';
import { userIdOf } from '../state.js';

const TOOL = 'decommission_vehicle';

function refuse(text: string) {
  return { isError: true, content: [{ type: 'text', text }] };
}

export function registerDecommission(server, codec) {
  server.registerTool(
    TOOL,
    {
      description: 'Permanently retire a vehicle from a fleet and unregister its telematics unit.',
      inputSchema: {
        fleetId: z.string().min(1),
        vehicleId: z.string().min(1),
        reason: z.string().min(3).max(500),
      },
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async (args, ctx) => {
      const userId = userIdOf(ctx);
      const fleets = await managedFleets(userId);
      if (!fleets.includes(args.fleetId)) return refuse('You do not manage this fleet.');

      const vehicle = await findVehicle(args.fleetId, args.vehicleId);
      if (!vehicle) return refuse('Unknown vehicle.');
      if (vehicle.status === 'decommissioned') {
        return { content: [{ type: 'text', text: `${vehicle.plate} is already retired.` }] };
      }

      const prior = await ctx.mcpReq.requestState();
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!prior || prior.tool !== TOOL || !answer) {
        const requestState = await codec.mint({ tool: TOOL, askedAt: Date.now() }, ctx); // expect: require-state-binding
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Retire ${vehicle.plate} (VIN ${vehicle.vin})? Its tracker is unregistered and this cannot be undone.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Retire this vehicle' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      if (answer.confirm !== true) {
        return { content: [{ type: 'text', text: 'Nothing changed.' }] };
      }

      if (vehicle.telematics_unit_id) {
        const upstream = await exchangeForTelematicsToken(ctx.http.authInfo.token);
        await unregisterDevice(vehicle.telematics_unit_id, upstream.access_token);
      }
      await markDecommissioned(vehicle.id, userId, args.reason);
      return { content: [{ type: 'text', text: `${vehicle.plate} has been retired.` }] };
    },
  );
}
