// assign_transponder: puts a transponder on a vehicle, confirming first if it has to come off another one.
// @ts-nocheck
import { z } from 'zod';
import { moveTransponder, operatorApi, vehicleHoldingTransponder, vehicleOfFleet } from '../tolls.js';
import { seal, unseal } from '../signedState.js';
import { config } from '../config.js';
import { accepted, fail, fleetOf, form, needInput, ok, roundTripOf, userOf } from '../roundTrip.js';

const TOOL = 'assign_transponder';

export function registerAssignTransponder(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Assign a toll transponder to one of your vehicles.',
      inputSchema: { vehicleId: z.string().uuid(), transponderSerial: z.string().regex(/^[A-Z0-9]{10,16}$/) },
    },
    async (args, extra) => {
      const userId = userOf(extra);
      const fleetId = fleetOf(extra);
      const vehicle = await vehicleOfFleet(args.vehicleId, fleetId);
      if (!vehicle) return fail('No such vehicle in your fleet.');
      const holder = await vehicleHoldingTransponder(args.transponderSerial);
      if (holder && holder.fleet_id !== fleetId) return fail('That transponder is registered to another fleet.');
      const { requestState, inputResponses } = roundTripOf(extra);

      if (holder && holder.id !== vehicle.id) {
        if (!requestState) {
          const state = seal(
            { vehicleId: vehicle.id, serial: args.transponderSerial, fromVehicleId: holder.id, apiVersion: config.operator.apiVersion },
            { userId, tool: TOOL },
          );
          return needInput(
            { confirm: form(`Transponder ${args.transponderSerial} is on ${holder.plate}. Move it to ${vehicle.plate}?`, { confirm: { type: 'boolean', title: 'Move' } }) },
            state,
            'The transponder is already in use.',
          );
        }
        const claims = unseal(requestState, { userId, tool: TOOL });
        if (
          !claims ||
          claims.vehicleId !== vehicle.id ||
          claims.serial !== args.transponderSerial ||
          claims.fromVehicleId !== holder.id
        ) {
          return fail('That confirmation has expired or was for a different move.');
        }
        if (accepted(inputResponses, 'confirm')?.confirm !== true) return ok('Transponder left where it is.');
      }

      await moveTransponder(args.transponderSerial, vehicle.id);
      await operatorApi.reassignTransponder(args.transponderSerial, vehicle.plate);
      return ok(`Transponder ${args.transponderSerial} is now on ${vehicle.plate}.`);
    },
  );
}
