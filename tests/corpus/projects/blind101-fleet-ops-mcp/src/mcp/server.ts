// Builds the fleet-ops McpServer and registers every tool against the shared dependencies.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { listVehicles } from '../db/vehicles.js';
import { registerDecommission } from '../tools/decommission.js';
import { registerMaintenance } from '../tools/maintenance.js';
import { registerRouting } from '../tools/routing.js';
import { callerDepots, text } from '../tools/shared.js';

export function buildServer(deps) {
  const server = new McpServer({ name: 'fleet-ops', version: '2.3.0' }, { capabilities: { tools: {} } });

  server.registerTool(
    'list_vehicles',
    {
      description: 'List vehicles at the depots you dispatch for, optionally filtered by status.',
      inputSchema: z.object({
        status: z.enum(['active', 'in_service', 'reserved']).optional(),
        limit: z.number().int().min(1).max(200).default(50),
      }),
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const depots = callerDepots(ctx);
      const perDepot = await Promise.all(
        depots.map((depotId) => listVehicles(deps.db, { depotId, status: args.status, limit: args.limit })),
      );
      const rows = perDepot.flat();
      const lines = rows.map((r) => `${r.plate}  ${r.make} ${r.model}  ${r.status}  ${r.odometer_km} km`);
      return text(lines.join('\n') || 'No vehicles.', { vehicles: rows });
    },
  );

  registerMaintenance(server, deps);
  registerDecommission(server, deps);
  registerRouting(server, deps);
  return server;
}
