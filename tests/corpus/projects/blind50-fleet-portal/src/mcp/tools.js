import * as telematics from '../services/telematics.js';
import { packState, unpackState } from './state.js';
import { isoDay } from '../lib/helpers.js';

const text = (t) => ({ content: [{ type: 'text', text: t }] });
const toolError = (t) => ({ isError: true, content: [{ type: 'text', text: t }] });

function elicit(message, properties, required = Object.keys(properties)) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

const SYNC_TELEMATICS = 'sync_telematics';
const RETIRE_VEHICLE = 'retire_vehicle';

export const syncTelematics = {
  name: SYNC_TELEMATICS,
  description: 'Pull odometer and engine-state history from the fleet telematics provider for some vehicles.',
  inputSchema: {
    type: 'object',
    properties: { vehicleIds: { type: 'array', items: { type: 'string' }, minItems: 1 } },
    required: ['vehicleIds'],
  },
  annotations: { readOnlyHint: false, openWorldHint: true },

  async run(args, { userId, requestState, inputResponses }) {
    if (!requestState) {
      const vehicles = await telematics.vehiclesOwnedBy(userId, args.vehicleIds);
      if (vehicles.length === 0) return toolError('None of those vehicles belong to your organisation.');
      const conn = await telematics.activeConnection(userId);
      if (!conn) return toolError('No telematics account is connected. Connect one under Settings → Integrations.');

      return {
        resultType: 'input_required',
        inputRequests: {
          window: elicit(`Sync ${vehicles.length} vehicle(s) from ${conn.orgName}. From which day?`, {
            since: { type: 'string', format: 'date', default: isoDay(new Date(Date.now() - 7 * 864e5)) },
          }),
        },
        // Carry the connection along so the second round does not have to hit the DB again.
        requestState: packState(
          {
            vehicleIds: vehicles.map((v) => v.id),
            connectionId: conn.id,
            provider: conn.provider,
            providerToken: conn.accessToken, // expect: no-secrets-in-state
          },
          { userId, tool: SYNC_TELEMATICS },
        ),
      };
    }

    const saved = unpackState(requestState, { userId, tool: SYNC_TELEMATICS });
    if (!saved) return toolError('This sync request has expired. Please start it again.');

    const answer = inputResponses?.window;
    if (answer?.action !== 'accept') return text('Sync cancelled.');

    const stats = await telematics.pullStats(saved.providerToken, saved.vehicleIds, `${answer.content.since}T00:00:00Z`);
    const stored = await telematics.storeSnapshots(stats);
    return text(`Stored ${stored} telematics snapshot(s) for ${saved.vehicleIds.length} vehicle(s).`);
  },
};

export const retireVehicle = {
  name: RETIRE_VEHICLE,
  description: 'Retire a vehicle from the active fleet. It disappears from dispatch and billing.',
  inputSchema: {
    type: 'object',
    properties: { vehicleId: { type: 'string' }, reason: { type: 'string', maxLength: 200 } },
    required: ['vehicleId', 'reason'],
  },
  annotations: { destructiveHint: true },

  async run(args, { userId, requestState, inputResponses }) {
    if (!requestState) {
      const [vehicle] = await telematics.vehiclesOwnedBy(userId, [args.vehicleId]);
      if (!vehicle) return toolError('Unknown vehicle.');
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: elicit(`Retire ${vehicle.label} (${vehicle.vin}) because "${args.reason}"?`, {
            confirm: { type: 'boolean' },
          }),
        },
        requestState: packState(
          { vehicleId: vehicle.id, reason: args.reason },
          { userId, tool: RETIRE_VEHICLE },
        ),
      };
    }

    const saved = unpackState(requestState, { userId, tool: RETIRE_VEHICLE });
    if (!saved) return toolError('This confirmation has expired. Please ask again.');
    if (saved.vehicleId !== args.vehicleId || saved.reason !== args.reason) {
      return toolError('The confirmation was for a different vehicle or reason.');
    }
    if (inputResponses?.confirm?.content?.confirm !== true) return text('Left the vehicle in service.');

    await telematics.retireVehicle(saved.vehicleId, saved.reason, userId);
    return text(`Retired vehicle ${saved.vehicleId}.`);
  },
};

export const tools = [syncTelematics, retireVehicle];
