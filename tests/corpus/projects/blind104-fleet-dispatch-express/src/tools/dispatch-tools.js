// Dispatch tools: reassigning a vehicle's driver after the dispatcher confirms.
import { z } from 'zod';
import {
  elicitForm,
  errorResult,
  inputRequiredResult,
  readAccepted,
  readRequestState,
  textResult,
} from '../mcp/tool-registry.js';

const TOOL = 'reassign_driver';

export function registerDispatchTools(registry, { fleet, signer }) {
  registry.define({
    name: TOOL,
    description: 'Move a vehicle to a different driver. Asks the dispatcher to confirm before saving.',
    inputSchema: {
      type: 'object',
      properties: {
        vehicleId: { type: 'string' },
        driverId: { type: 'string' },
        reason: { type: 'string', maxLength: 200 },
      },
      required: ['vehicleId', 'driverId', 'reason'],
    },
    parse: z.object({ vehicleId: z.string().min(1), driverId: z.string().min(1), reason: z.string().min(3).max(200) }),
    annotations: { destructiveHint: true },
    handler: async ({ vehicleId, driverId, reason }, { request, extra, userId }) => {
      const raw = readRequestState(request);

      if (!raw) {
        const [vehicle, driver] = await Promise.all([fleet.getVehicle(vehicleId), fleet.getDriver(driverId)]);
        if (!vehicle || !extra.authInfo.extra.depots.includes(vehicle.depot)) {
          return errorResult(`Vehicle ${vehicleId} is not in your depots.`);
        }
        if (!driver?.active) return errorResult(`Driver ${driverId} is not active.`);
        if (!driver.licence_classes.includes(vehicle.licence_class)) {
          return errorResult(`${driver.full_name} is not licensed for ${vehicle.model}.`);
        }
        const state = signer.seal({ vehicleId, driverId, reason }, { sub: userId, tool: TOOL });
        return inputRequiredResult(
          {
            confirm: elicitForm(`Assign ${driver.full_name} to ${vehicle.registration}? Reason: ${reason}`, {
              confirm: { type: 'boolean', title: 'Confirm reassignment' },
            }),
          },
          state,
        );
      }

      const pending = signer.open(raw); // expect-todo: require-state-binding
      if (!pending) return errorResult('This confirmation has expired or is invalid; start again.');
      const answer = readAccepted(request, 'confirm');
      if (!answer?.confirm) return textResult('Reassignment cancelled.');

      const previous = await fleet.reassignDriver({
        vehicleId: pending.vehicleId,
        driverId: pending.driverId,
        changedBy: userId,
        reason: pending.reason,
      });
      return textResult(`Vehicle ${pending.vehicleId} moved from driver ${previous ?? 'none'} to ${pending.driverId}.`);
    },
  });
}
