// Read-only zone tools: list the farm's zones and show a zone's recent valve runs.
// @ts-nocheck
import { z } from 'zod';
import { zones } from '../db.js';
import { farmIdFrom } from '../auth.js';
import { json, toolError } from '../results.js';

export function registerZoneTools(server) {
  server.registerTool(
    'list_zones',
    {
      description: 'List irrigation zones on the caller\'s farm with crop and last run time.',
      inputSchema: {},
      annotations: { readOnlyHint: true },
    },
    async (_args, ctx) => {
      const rows = await zones.listForFarm(farmIdFrom(ctx));
      return json({ zones: rows });
    },
  );

  server.registerTool(
    'zone_history',
    {
      description: 'Show the most recent valve runs for one zone.',
      inputSchema: { zoneId: z.string().uuid(), limit: z.number().int().min(1).max(100).default(20) },
      annotations: { readOnlyHint: true },
    },
    async ({ zoneId, limit }, ctx) => {
      const zone = await zones.findForFarm(farmIdFrom(ctx), zoneId);
      if (!zone) return toolError(`zone ${zoneId} is not on your farm`);
      const runs = await zones.history(zone.id, limit);
      return json({ zone: zone.name, runs });
    },
  );
}
