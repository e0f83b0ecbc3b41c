// Route tools: dispatch_vehicle (confirms before pulling a busy vehicle) and cancel_route.
import * as z from 'zod';
import { decodeJwt } from 'jose';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { sql, audit } from '../db.js';
import { tenantStateKey } from '../keys.js';
import { mintState, readState } from '../state.js';
import { principal, reply, toolError } from '../server.js';

const DISPATCH = 'dispatch_vehicle';
const CANCEL = 'cancel_route';

const yesNo = (title) => ({
  type: 'object',
  properties: { confirm: { type: 'boolean', title } },
  required: ['confirm'],
});

async function assignVehicle(tenantId, routeId, vehicleId, actorId) {
  await sql.begin(async (tx) => {
    await tx`update routes set vehicle_id = null, status = 'unassigned'
             where tenant_id = ${tenantId} and vehicle_id = ${vehicleId} and status = 'assigned'`;
    await tx`update routes set vehicle_id = ${vehicleId}, status = 'assigned', dispatched_by = ${actorId}, dispatched_at = now()
             where tenant_id = ${tenantId} and id = ${routeId}`;
  });
  await audit(tenantId, actorId, 'route.dispatched', { routeId, vehicleId });
}

export function registerRouteTools(server) {
  server.registerTool(
    DISPATCH,
    {
      description: 'Assign a vehicle to a planned route. Asks before taking a vehicle off another route.',
      inputSchema: z.object({ routeId: z.string().uuid(), vehicleId: z.string().uuid() }),
    },
    async ({ routeId, vehicleId }, ctx) => {
      const { tenant, userId } = principal(ctx);
      const [route] = await sql`select id, label, status from routes where tenant_id = ${tenant.id} and id = ${routeId}`;
      const [vehicle] = await sql`select id, plate from vehicles where tenant_id = ${tenant.id} and id = ${vehicleId} and retired_at is null`;
      if (!route || !vehicle) return toolError('Route or vehicle not found.');
      if (route.status !== 'planned' && route.status !== 'unassigned') return toolError(`Route ${route.label} is ${route.status}.`);

      const [busy] = await sql`select id, label from routes where tenant_id = ${tenant.id} and vehicle_id = ${vehicleId} and status = 'assigned'`;
      const key = tenantStateKey(tenant.id);
      const raw = await ctx.mcpReq.requestState();

      if (busy && !raw) {
        const requestState = await mintState(key, { tool: DISPATCH, tenantId: tenant.id, userId, routeId, vehicleId });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `${vehicle.plate} is on route ${busy.label}. Move it to ${route.label}?`,
              requestedSchema: yesNo('Move vehicle'),
            }),
          },
          requestState,
        });
      }
      if (busy) {
        const state = await readState(key, raw, { tool: DISPATCH, tenantId: tenant.id, userId });
        if (!state || state.routeId !== routeId || state.vehicleId !== vehicleId) {
          return toolError('The confirmation is invalid, expired or for another dispatch.');
        }
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
        if (!answer?.confirm) return reply('Dispatch cancelled.');
      }

      await assignVehicle(tenant.id, routeId, vehicleId, userId);
      return reply(`${vehicle.plate} dispatched on ${route.label}.`);
    },
  );

  server.registerTool(
    CANCEL,
    {
      description: 'Cancel a route. Stops are returned to the planning pool and customers can be notified.',
      inputSchema: z.object({ routeId: z.string().uuid(), notifyCustomers: z.boolean().default(true) }),
      annotations: { destructiveHint: true },
    },
    async ({ routeId, notifyCustomers }, ctx) => {
      const { tenant, userId } = principal(ctx);
      const raw = await ctx.mcpReq.requestState();

      if (!raw) {
        const [route] = await sql`
          select r.id, r.label, r.status, count(s.id)::int as stops
            from routes r left join stops s on s.route_id = r.id
           where r.tenant_id = ${tenant.id} and r.id = ${routeId}
           group by r.id`;
        if (!route) return toolError('Route not found.');
        if (route.status === 'completed' || route.status === 'cancelled') return toolError(`Route ${route.label} is already ${route.status}.`);
        const requestState = await mintState(tenantStateKey(tenant.id), {
          tool: CANCEL,
          tenantId: tenant.id,
          userId,
          routeId,
          notifyCustomers,
        });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel route ${route.label} with ${route.stops} stops${notifyCustomers ? ' and notify customers' : ''}?`,
              requestedSchema: yesNo('Cancel route'),
            }),
          },
          requestState,
        });
      }

      const claims = decodeJwt(raw); // expect: require-sealed-state
      const fresh = typeof claims.exp === 'number' && claims.exp * 1000 > Date.now();
      if (!fresh || claims.tool !== CANCEL || claims.tid !== tenant.id || claims.sub !== userId || claims.routeId !== routeId) {
        return toolError('The confirmation is invalid or expired. Run cancel_route again.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return reply('Route kept.');

      await sql.begin(async (tx) => {
        await tx`update stops set route_id = null, status = 'pool' where route_id = ${claims.routeId} and tenant_id = ${tenant.id}`;
        await tx`update routes set status = 'cancelled', vehicle_id = null, cancelled_by = ${userId}, cancelled_at = now()
                 where id = ${claims.routeId} and tenant_id = ${tenant.id}`;
        if (claims.notifyCustomers) {
          await tx`insert into outbound_notifications (tenant_id, kind, ref_id) values (${tenant.id}, 'route_cancelled', ${claims.routeId})`;
        }
      });
      await audit(tenant.id, userId, 'route.cancelled', { routeId: claims.routeId });
      return reply('Route cancelled; its stops are back in the planning pool.');
    },
  );
}
