// Dispatch tools: assign a vehicle and a free driver to a job, or cancel an open dispatch.
// @ts-nocheck
import { z } from 'zod';
import { fingerprint } from '../../../crypto/src/index.js';
import { askUser, answerOf, ok, toolError } from '../../../mcp-kit/src/index.js';

const CREATE = 'create_dispatch';
const CANCEL = 'cancel_dispatch';

export function dispatchTools({ db, vault }) {
  return [
    {
      name: CREATE,
      title: 'Create dispatch',
      description: 'Assign a vehicle and an available driver to a pickup/drop-off job.',
      scope: 'fleet:dispatch',
      inputSchema: {
        vehicleId: z.string().uuid(),
        pickup: z.string().min(3),
        dropoff: z.string().min(3),
        windowStart: z.string().datetime(),
      },
      async handler(args, call) {
        if (!call.requestState) {
          const vehicle = await db.getVehicle(args.vehicleId);
          if (!vehicle || vehicle.status !== 'active') {
            return toolError(`Vehicle ${args.vehicleId} is not available for dispatch.`);
          }
          const drivers = await db.availableDrivers(vehicle.depot_id, args.windowStart);
          if (drivers.length === 0) return toolError('No drivers are free in that window.');
          const requestState = vault.seal(
            { vehicleId: vehicle.id, driverIds: drivers.map((d) => d.id) },
            { sub: call.userId, tool: CREATE },
          );
          return askUser(
            'driver',
            `Pick a driver for ${vehicle.plate} (${args.pickup} → ${args.dropoff}).`,
            {
              type: 'object',
              properties: {
                driverId: {
                  type: 'string',
                  title: 'Driver',
                  oneOf: drivers.map((d) => ({ const: d.id, title: `${d.name} (class ${d.licence_class})` })),
                },
              },
              required: ['driverId'],
            },
            requestState,
          );
        }

        const prior = vault.open(call.requestState, { sub: call.userId, tool: CREATE });
        if (!prior || prior.vehicleId !== args.vehicleId) {
          return toolError('This dispatch request is no longer valid; please start again.');
        }
        const answer = answerOf(call, 'driver');
        if (!answer || !prior.driverIds.includes(answer.driverId)) {
          return toolError('Choose one of the drivers that were offered.');
        }
        const dispatch = await db.createDispatch({ ...args, driverId: answer.driverId, createdBy: call.userId });
        return ok({ dispatchId: dispatch.id, status: dispatch.status });
      },
    },
    {
      name: CANCEL,
      title: 'Cancel dispatch',
      description: 'Cancel a scheduled or en-route dispatch. The driver is notified immediately.',
      scope: 'fleet:dispatch',
      annotations: { destructiveHint: true },
      inputSchema: {
        dispatchId: z.string().uuid(),
        reason: z.string().min(5).max(300),
      },
      async handler(args, call) {
        const digest = fingerprint(args);
        if (!call.requestState) {
          const dispatch = await db.getDispatch(args.dispatchId);
          if (!dispatch) return toolError(`No dispatch ${args.dispatchId}.`);
          if (dispatch.status === 'completed' || dispatch.status === 'cancelled') {
            return toolError(`Dispatch ${dispatch.id} is already ${dispatch.status}.`);
          }
          const requestState = vault.seal({ dispatchId: dispatch.id, args: digest }, { sub: call.userId, tool: CANCEL });
          return askUser(
            'confirm',
            `Cancel dispatch ${dispatch.id} (${dispatch.pickup} → ${dispatch.dropoff})? Reason: "${args.reason}".`,
            { type: 'object', properties: { confirm: { type: 'boolean', title: 'Cancel it' } }, required: ['confirm'] },
            requestState,
          );
        }

        const prior = vault.open(call.requestState, { sub: call.userId, tool: CANCEL });
        if (!prior || prior.args !== digest) {
          return toolError('The confirmation does not match this request; please start again.');
        }
        const answer = answerOf(call, 'confirm');
        if (answer?.confirm !== true) return ok({ cancelled: false });
        await db.cancelDispatch(prior.dispatchId, args.reason, call.userId);
        return ok({ cancelled: true, dispatchId: prior.dispatchId });
      },
    },
  ];
}
