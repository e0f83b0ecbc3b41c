// Tool plan_route: computes a multi-stop route, asks which driver takes it, then dispatches it to the vehicle.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { getVehicle, listDrivers, recordDispatch } from '../db/vehicles.js';
import { callerDepots, callerId, text, toolError } from './shared.js';

const TOOL = 'plan_route';
const DRAFT_MAX_AGE_MS = 10 * 60 * 1000;

const stop = z.object({
  label: z.string().min(1).max(80),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});

export function registerRouting(server, deps) {
  server.registerTool(
    TOOL,
    {
      description: 'Plan a delivery route for a vehicle through the given stops and dispatch it to a driver on shift.',
      inputSchema: z.object({ vehicleId: z.string().uuid(), stops: z.array(stop).min(1).max(25) }),
    },
    async (args, ctx) => {
      const userId = callerId(ctx);
      if (!userId) return toolError('An authenticated dispatcher is required.');
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const vehicle = await getVehicle(deps.db, args.vehicleId);
        if (!vehicle || !callerDepots(ctx).includes(vehicle.depot_id)) return toolError('Vehicle not found.');
        const origin = await deps.telematics.lastPosition(vehicle.telematics_unit_id);
        const route = await deps.telematics.computeRoute({
          origin: { lat: origin.lat, lon: origin.lon },
          stops: args.stops,
          vehicleClass: vehicle.class,
        });
        const drivers = await listDrivers(deps.db, vehicle.depot_id);
        if (drivers.length === 0) return toolError('No drivers are on shift at this depot.');
        const draft = {
          requestedBy: userId,
          createdAt: Date.now(),
          vehicleId: vehicle.id,
          unitId: vehicle.telematics_unit_id,
          routeId: route.id,
          legs: route.legs.map((leg) => ({ to: leg.to.label, km: leg.distanceKm, min: leg.durationMin })),
          eligibleDrivers: drivers.map((d) => d.id),
        };
        return inputRequired({
          inputRequests: {
            driver: inputRequired.elicit({
              message: `Route is ${route.totalKm.toFixed(1)} km, about ${Math.round(route.totalMin)} min. Who drives it?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  driverId: { type: 'string', title: 'Driver', oneOf: drivers.map((d) => ({ const: d.id, title: d.name })) },
                },
                required: ['driverId'],
              },
            }),
          },
          requestState: deps.drafts.pack(draft), // expect: require-sealed-state
        });
      }

      const draft = deps.drafts.unpack(raw); // expect: require-sealed-state
      if (draft.requestedBy !== userId || Date.now() - draft.createdAt > DRAFT_MAX_AGE_MS) {
        return toolError('This route draft has expired. Plan it again.');
      }
      const pick = acceptedContent(ctx.mcpReq.inputResponses, 'driver');
      if (!pick) return text('Route not dispatched.');
      if (!draft.eligibleDrivers.includes(pick.driverId)) return toolError('That driver is not available at this depot.');

      await deps.telematics.dispatchRoute(draft.unitId, { routeId: draft.routeId, driverId: pick.driverId });
      await recordDispatch(deps.db, { vehicleId: draft.vehicleId, driverId: pick.driverId, routeId: draft.routeId, by: userId });
      const summary = draft.legs.map((l, i) => `${i + 1}. ${l.to} (${l.km.toFixed(1)} km, ${Math.round(l.min)} min)`).join('\n');
      return text(`Dispatched route ${draft.routeId} to driver ${pick.driverId}.\n${summary}`, { routeId: draft.routeId });
    },
  );
}
