// set_geofence: proposes a geofence around a depot, lets the dispatcher adjust the radius, then pushes it to the OEM.
import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { sealState, openState } from '../state/jwt.js';
import { oemCredentialsFor, oemApi } from '../oem/client.js';
import { collections } from '../db/mongo.js';

const TOOL = 'set_geofence';

const refuse = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerGeofence(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Create or replace the geofence around a depot. The dispatcher confirms the radius before it is applied.',
      inputSchema: {
        depotId: z.string().min(1),
        radiusMeters: z.number().int().min(50).max(20_000).optional(),
      },
    },
    async ({ depotId, radiusMeters }, extra) => {
      const { userId, fleetId } = extra.authInfo.extra;
      const pending = extra._meta?.requestState;

      if (!pending) {
        const fleet = await collections
          .fleets()
          .findOne({ _id: fleetId, 'depots.id': depotId }, { projection: { 'depots.$': 1 } });
        const depot = fleet?.depots?.[0];
        if (!depot) return refuse('Depot not found in your fleet.');
        const creds = await oemCredentialsFor(fleetId);
        const suggested = radiusMeters ?? depot.defaultRadius ?? 500;
        const state = await sealState(
          {
            depotId,
            fleetId,
            center: depot.location,
            oem: { accountId: creds.accountId, apiKey: creds.apiKey }, // expect: no-secrets-in-state
          },
          { userId, tool: TOOL },
        );
        return {
          resultType: 'input_required',
          content: [],
          inputRequests: {
            radius: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: `Geofence for ${depot.name}: ${suggested} m around ${depot.location.lat},${depot.location.lon}. Adjust if needed.`,
                requestedSchema: {
                  type: 'object',
                  properties: { radiusMeters: { type: 'integer', minimum: 50, maximum: 20000, default: suggested } },
                  required: ['radiusMeters'],
                },
              },
            },
          },
          _meta: { requestState: state },
        };
      }

      const claims = await openState(pending, { userId, tool: TOOL });
      if (claims.depotId !== depotId || claims.fleetId !== fleetId) return refuse('Confirmation does not match this depot.');
      const reply = extra._meta?.inputResponses?.radius;
      if (reply?.action !== 'accept') return { content: [{ type: 'text', text: 'Geofence unchanged.' }] };

      const fence = {
        id: randomUUID(),
        name: `depot-${depotId}`,
        center: claims.center,
        radiusMeters: reply.content.radiusMeters,
      };
      await oemApi.putGeofence(claims.oem.apiKey, claims.oem.accountId, fence);
      await collections
        .fleets()
        .updateOne({ _id: fleetId, 'depots.id': depotId }, { $set: { 'depots.$.geofence': fence, 'depots.$.geofenceBy': userId } });
      return { content: [{ type: 'text', text: `Geofence ${fence.id} set to ${fence.radiusMeters} m.` }] };
    },
  );
}
