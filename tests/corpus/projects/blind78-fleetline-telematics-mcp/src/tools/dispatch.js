// assign_route: collects delivery stops for a vehicle over one or more rounds, then sends the route to its navigation unit.
import { z } from 'zod';
import { decodeJwt } from 'jose';
import { sealState } from '../state/jwt.js';
import { oemCredentialsFor, oemApi } from '../oem/client.js';
import { collections } from '../db/mongo.js';

const TOOL = 'assign_route';
const MAX_STOPS = 40;

const refuse = (text) => ({ isError: true, content: [{ type: 'text', text }] });

function askForStops(vehicle) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: `List the stops for ${vehicle.plate} in delivery order, one address per line.`,
      requestedSchema: {
        type: 'object',
        properties: {
          stops: { type: 'string', title: 'Stops (one per line)' },
          departAt: { type: 'string', format: 'date-time', title: 'Departure' },
        },
        required: ['stops'],
      },
    },
  };
}

export function registerDispatch(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Build a delivery route for a vehicle and push it to the in-cab navigation unit.',
      inputSchema: { vin: z.string().length(17), routeName: z.string().max(80).optional() },
    },
    async ({ vin, routeName }, extra) => {
      const { userId, fleetId } = extra.authInfo.extra;
      const pending = extra._meta?.requestState;

      if (!pending) {
        const vehicle = await collections.vehicles().findOne({ vin, fleetId });
        if (!vehicle) return refuse('Vehicle not in your fleet.');
        const state = await sealState(
          { vin, fleetId, plate: vehicle.plate, routeName: routeName ?? null },
          { userId, tool: TOOL },
        );
        return {
          resultType: 'input_required',
          content: [],
          inputRequests: { stops: askForStops(vehicle) },
          _meta: { requestState: state },
        };
      }

      const draft = decodeJwt(pending); // expect: require-sealed-state
      const reply = extra._meta?.inputResponses?.stops;
      if (reply?.action !== 'accept') return { content: [{ type: 'text', text: 'Route not sent.' }] };
      const stops = String(reply.content.stops)
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean)
        .slice(0, MAX_STOPS);
      if (stops.length === 0) return refuse('No stops given.');

      const { apiKey } = await oemCredentialsFor(draft.fleetId);
      const sent = await oemApi.sendRoute(apiKey, draft.vin, stops.map((address, i) => ({ seq: i + 1, address })));
      await collections.routes().insertOne({
        fleetId: draft.fleetId,
        vin: draft.vin,
        name: draft.routeName ?? `route-${new Date().toISOString().slice(0, 10)}`,
        stops,
        departAt: reply.content.departAt ? new Date(reply.content.departAt) : null,
        createdBy: userId,
        oemRouteId: sent.routeId,
      });
      return { content: [{ type: 'text', text: `Route with ${stops.length} stops sent to ${draft.plate}.` }] };
    },
  );
}
