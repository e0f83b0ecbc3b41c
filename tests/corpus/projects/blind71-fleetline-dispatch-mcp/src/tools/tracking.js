// share_tracking_link: shows a live ETA, asks who gets the link and for how long, then creates it at RouteMaps.
import * as z from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { sql, audit } from '../db.js';
import { tenantStateKey } from '../keys.js';
import { mintState, readState } from '../state.js';
import { createShareLink, estimateArrival, fetchMapsToken } from '../maps.js';
import { principal, reply, toolError } from '../server.js';

const TOOL = 'share_tracking_link';

export function registerTrackingTool(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Create a public live-tracking link for a vehicle, for example to send to a waiting customer.',
      inputSchema: z.object({ vehicleId: z.string().uuid() }),
    },
    async ({ vehicleId }, ctx) => {
      const { tenant, userId } = principal(ctx);
      const key = tenantStateKey(tenant.id);
      const raw = await ctx.mcpReq.requestState();

      if (!raw) {
        const [vehicle] = await sql`
          select v.id, v.plate, v.external_ref, p.lat, p.lon
            from vehicles v
            left join lateral (
              select lat, lon from vehicle_positions
               where tenant_id = v.tenant_id and vehicle_ref = v.external_ref
               order by recorded_at desc limit 1
            ) p on true
           where v.tenant_id = ${tenant.id} and v.id = ${vehicleId}`;
        if (!vehicle) return toolError('Vehicle not found.');
        if (vehicle.lat == null) return toolError(`${vehicle.plate} has not reported a position yet.`);

        const stops = await sql`select lat, lon from stops where vehicle_id = ${vehicleId} and status = 'open' order by seq limit 25`;
        const maps = await fetchMapsToken(tenant);
        const eta = await estimateArrival(maps.accessToken, vehicle, stops);
        const requestState = await mintState(key, {
          tool: TOOL,
          tenantId: tenant.id,
          userId,
          vehicleId,
          vehicleRef: vehicle.external_ref,
          mapsAccessToken: maps.accessToken, // expect-todo: no-secrets-in-state
        });
        return inputRequired({
          inputRequests: {
            link: inputRequired.elicit({
              message: `${vehicle.plate}: next stop in about ${Math.round(eta.next_stop_s / 60)} min. Who is the link for?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  label: { type: 'string', title: 'Recipient or order number', maxLength: 80 },
                  validHours: { type: 'integer', minimum: 1, maximum: 48, default: 4 },
                },
                required: ['label'],
              },
            }),
          },
          requestState,
        });
      }

      const state = await readState(key, raw, { tool: TOOL, tenantId: tenant.id, userId });
      if (!state || state.vehicleId !== vehicleId) return toolError('The request expired or is for another vehicle.');
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'link');
      if (!answer) return reply('No link created.');

      const validHours = Math.min(Math.max(Number(answer.validHours) || 4, 1), 48);
      const link = await createShareLink(state.mapsAccessToken, {
        vehicleRef: state.vehicleRef,
        validHours,
        label: String(answer.label).slice(0, 80),
      });
      await sql`
        insert into tracking_links (tenant_id, vehicle_id, provider_id, label, expires_at, created_by)
        values (${tenant.id}, ${vehicleId}, ${link.id}, ${answer.label}, now() + make_interval(hours => ${validHours}), ${userId})`;
      await audit(tenant.id, userId, 'tracking_link.created', { vehicleId, validHours });
      return reply(`Tracking link (valid ${validHours} h): ${link.url}`);
    },
  );
}
