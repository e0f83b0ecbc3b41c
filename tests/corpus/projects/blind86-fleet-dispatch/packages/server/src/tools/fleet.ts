// Fleet tools: live vehicle status from the telematics service and permanent decommissioning of a vehicle.
// @ts-nocheck
import { z } from 'zod';
import { askUser, answerOf, ok, toolError } from '../../../mcp-kit/src/index.js';

const STATUS = 'vehicle_status';
const DECOMMISSION = 'decommission_vehicle';

export function fleetTools({ db, vault, config }) {
  return [
    {
      name: STATUS,
      title: 'Vehicle status',
      description: 'Current position, fuel level and fault codes reported by a vehicle.',
      scope: 'fleet:read',
      annotations: { readOnlyHint: true },
      inputSchema: { vehicleId: z.string().uuid() },
      async handler(args) {
        const vehicle = await db.getVehicle(args.vehicleId);
        if (!vehicle) return toolError(`Unknown vehicle ${args.vehicleId}.`);
        const res = await fetch(`${config.telematics.url}/v1/units/${encodeURIComponent(vehicle.plate)}/snapshot`, {
          headers: { 'x-api-key': config.telematics.apiKey, accept: 'application/json' },
          signal: AbortSignal.timeout(5_000),
        });
        if (!res.ok) return toolError(`Telematics answered ${res.status}.`);
        const snap = await res.json();
        return ok({
          vehicleId: vehicle.id,
          plate: vehicle.plate,
          position: { lat: snap.lat, lon: snap.lon, at: snap.reportedAt },
          fuelPercent: snap.fuel,
          faults: snap.dtc ?? [],
        });
      },
    },
    {
      name: DECOMMISSION,
      title: 'Decommission vehicle',
      description: 'Take a vehicle out of service permanently. It can no longer be dispatched.',
      scope: 'fleet:admin',
      annotations: { destructiveHint: true },
      inputSchema: {
        vehicleId: z.string().uuid(),
        reason: z.enum(['written_off', 'sold', 'lease_returned', 'end_of_life']),
      },
      async handler(args, call) {
        if (!call.requestState) {
          const vehicle = await db.getVehicle(args.vehicleId);
          if (!vehicle) return toolError(`Unknown vehicle ${args.vehicleId}.`);
          if (vehicle.status === 'decommissioned') return toolError(`${vehicle.plate} is already decommissioned.`);
          const open = await db.openDispatchCount(vehicle.id);
          if (open > 0) return toolError(`${vehicle.plate} still has ${open} open dispatches.`);
          const requestState = vault.seal({ step: 'confirm' }, { sub: call.userId, tool: DECOMMISSION }); // expect: require-state-binding
          return askUser(
            'confirm',
            `Permanently decommission ${vehicle.plate} (${vehicle.make} ${vehicle.model}) as "${args.reason}"? This cannot be undone.`,
            { type: 'object', properties: { confirm: { type: 'boolean', title: 'Decommission' } }, required: ['confirm'] },
            requestState,
          );
        }

        const prior = vault.open(call.requestState, { sub: call.userId, tool: DECOMMISSION });
        if (!prior || prior.step !== 'confirm') {
          return toolError('The confirmation has expired; please start again.');
        }
        const answer = answerOf(call, 'confirm');
        if (answer?.confirm !== true) return ok({ decommissioned: false });
        await db.decommissionVehicle(args.vehicleId, args.reason, call.userId);
        return ok({ decommissioned: true, vehicleId: args.vehicleId });
      },
    },
  ];
}
