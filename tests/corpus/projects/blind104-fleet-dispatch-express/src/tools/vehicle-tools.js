// Vehicle tools: paged fleet listing, live location and maintenance booking.
import { z } from 'zod';
import { fromBase64Json, isoDate, toBase64Json } from '../util/encoding.js';
import {
  elicitForm,
  errorResult,
  inputRequiredResult,
  readAccepted,
  readRequestState,
  textResult,
} from '../mcp/tool-registry.js';

export function registerVehicleTools(registry, { fleet, telematics }) {
  registry.define({
    name: 'list_vehicles',
    description: 'List vehicles in your depots, 20 at a time. Pass the returned cursor to continue.',
    inputSchema: {
      type: 'object',
      properties: { cursor: { type: 'string' }, limit: { type: 'integer', minimum: 1, maximum: 50 } },
    },
    parse: z.object({ cursor: z.string().optional(), limit: z.number().int().min(1).max(50).default(20) }),
    annotations: { readOnlyHint: true },
    handler: async ({ cursor, limit }, { extra }) => {
      const depots = extra.authInfo.extra.depots;
      const page = fromBase64Json(cursor) ?? {};
      const rows = await fleet.listVehicles({ depots, afterId: page.after, limit });
      const lines = rows.map((v) => `${v.id}  ${v.registration}  ${v.model}  ${v.depot}  ${v.status}`);
      const next = rows.length === limit ? toBase64Json({ after: rows[rows.length - 1].id }) : null;
      return textResult(`${lines.join('\n') || 'No vehicles.'}${next ? `\n\nnext cursor: ${next}` : ''}`);
    },
  });

  registry.define({
    name: 'locate_vehicle',
    description: 'Show the last reported position and speed of a vehicle',
    inputSchema: { type: 'object', properties: { vehicleId: { type: 'string' } }, required: ['vehicleId'] },
    parse: z.object({ vehicleId: z.string().min(1) }),
    annotations: { readOnlyHint: true },
    handler: async ({ vehicleId }, { extra }) => {
      const vehicle = await fleet.getVehicle(vehicleId);
      if (!vehicle || !extra.authInfo.extra.depots.includes(vehicle.depot)) {
        return errorResult(`Vehicle ${vehicleId} is not in your depots.`);
      }
      const pos = await telematics.position(vehicleId);
      return textResult(
        `${vehicle.registration} at ${pos.lat.toFixed(5)},${pos.lon.toFixed(5)} ` +
          `moving ${Math.round(pos.speedKph)} km/h (reported ${pos.reportedAt})`,
      );
    },
  });

  registry.define({
    name: 'schedule_maintenance',
    description: 'Book a workshop slot for a vehicle; you will be asked to pick a slot',
    inputSchema: {
      type: 'object',
      properties: { vehicleId: { type: 'string' }, reason: { type: 'string', maxLength: 300 } },
      required: ['vehicleId', 'reason'],
    },
    parse: z.object({ vehicleId: z.string().min(1), reason: z.string().min(3).max(300) }),
    handler: async ({ vehicleId, reason }, { request, extra, userId }) => {
      const raw = readRequestState(request);

      if (!raw) {
        const vehicle = await fleet.getVehicle(vehicleId);
        if (!vehicle || !extra.authInfo.extra.depots.includes(vehicle.depot)) {
          return errorResult(`Vehicle ${vehicleId} is not in your depots.`);
        }
        const [workshop] = await fleet.workshopsNear(vehicle.depot);
        if (!workshop) return errorResult(`No workshop serves depot ${vehicle.depot}.`);
        const { slots } = await telematics.workshopSlots(workshop.id);
        if (!slots?.length) return errorResult(`${workshop.name} has no free slots this week.`);
        return inputRequiredResult(
          {
            slot: elicitForm(`Pick a slot at ${workshop.name} for ${vehicle.registration}`, {
              slot: { type: 'string', title: 'Slot', enum: slots.map((s) => s.start) },
            }),
          },
          toBase64Json({ vehicleId, workshopId: workshop.id, reason, requestedBy: userId }), // expect: require-sealed-state
        );
      }

      const prior = fromBase64Json(raw); // expect: require-sealed-state
      if (!prior?.workshopId) return errorResult('The booking session is no longer valid; start again.');
      const choice = readAccepted(request, 'slot');
      if (!choice?.slot) return textResult('No slot chosen; nothing was booked.');
      const day = isoDate(choice.slot);
      const bookingId = await fleet.bookMaintenance({
        vehicleId: prior.vehicleId,
        workshopId: prior.workshopId,
        slot: choice.slot,
        reason: prior.reason,
        bookedBy: prior.requestedBy,
      });
      return textResult(`Booked maintenance ${bookingId} for ${prior.vehicleId} on ${day}.`);
    },
  });
}
