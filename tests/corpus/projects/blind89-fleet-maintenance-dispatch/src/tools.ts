// Tool registrations for the fleet maintenance MCP server.
// @ts-nocheck
import { z } from 'zod';
import { listOverdueVehicles } from './db.js';
import { actionStatus } from './jobs/queues.js';
import { startScheduling, finishScheduling } from './flows/scheduling.js';
import { startRetirement, finishRetirement } from './flows/retirement.js';

function authOf(ctx) {
  const auth = ctx.http?.authInfo;
  if (!auth?.extra?.userId) throw new Error('this server requires an authenticated HTTP caller');
  return auth;
}

function isRetry(ctx) {
  return Boolean(ctx.mcpReq.inputResponses && Object.keys(ctx.mcpReq.inputResponses).length);
}

export function registerTools(server) {
  server.registerTool(
    'list_overdue_vehicles',
    {
      description: 'List vehicles in your depots whose scheduled maintenance is overdue.',
      inputSchema: z.object({ limit: z.number().int().min(1).max(200).optional() }),
      annotations: { readOnlyHint: true },
    },
    async ({ limit }, ctx) => {
      const auth = authOf(ctx);
      const rows = await listOverdueVehicles(auth.extra.depotIds, limit ?? 50);
      return { content: [{ type: 'text', text: JSON.stringify(rows, null, 2) }] };
    },
  );

  server.registerTool(
    'schedule_maintenance',
    {
      description: 'Find garage slots for a vehicle and book the one you choose.',
      inputSchema: z.object({ vehicleId: z.string().uuid(), serviceCode: z.string().regex(/^[A-Z]{2}\d{2}$/), earliest: z.string().datetime().optional() }),
    },
    async (args, ctx) => {
      const auth = authOf(ctx);
      return isRetry(ctx) ? finishScheduling(args, ctx, auth) : startScheduling(args, auth);
    },
  );

  server.registerTool(
    'retire_vehicle',
    {
      description: 'Take a vehicle out of service, end its route assignments and cancel its future bookings.',
      inputSchema: z.object({ vehicleId: z.string().uuid(), reason: z.string().min(3).max(200) }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const auth = authOf(ctx);
      if (!auth.scopes.includes('fleet:retire')) {
        return { content: [{ type: 'text', text: 'You need the fleet:retire scope.' }], isError: true };
      }
      return isRetry(ctx) ? finishRetirement(args, ctx, auth) : startRetirement(args);
    },
  );

  server.registerTool(
    'booking_status',
    {
      description: 'Show the state of a queued booking or retirement job.',
      inputSchema: z.object({ jobId: z.string().min(1) }),
      annotations: { readOnlyHint: true },
    },
    async ({ jobId }, ctx) => {
      authOf(ctx);
      const status = await actionStatus(jobId);
      return { content: [{ type: 'text', text: status ? JSON.stringify(status) : `No job ${jobId}.` }] };
    },
  );
}
