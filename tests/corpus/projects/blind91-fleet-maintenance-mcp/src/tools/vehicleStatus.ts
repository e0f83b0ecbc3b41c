// Read-only tool: fleet overview and per-vehicle diagnostics for the caller's depot.
// @ts-nocheck
import { z } from 'zod';
import { currentUser } from '../auth.js';
import { getVehicle, listVehicles } from '../db.js';
import { exchangeForTelematics, readDiagnostics } from '../telematics.js';

export function registerVehicleStatus(server) {
  server.registerTool(
    'vehicle_status',
    {
      description: 'List vehicles in your depot, or show live diagnostics for one vehicle.',
      inputSchema: z.object({
        vehicleId: z.string().optional(),
        status: z.enum(['active', 'in_service', 'retired']).optional(),
      }),
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const user = currentUser(ctx);
      if (!args.vehicleId) {
        const vehicles = await listVehicles(user.depotId, args.status);
        return { content: [{ type: 'text', text: JSON.stringify(vehicles, null, 2) }] };
      }
      const vehicle = await getVehicle(args.vehicleId, user.depotId);
      if (!vehicle) return { isError: true, content: [{ type: 'text', text: 'No such vehicle in your depot.' }] };
      const upstream = await exchangeForTelematics(user.token);
      const diagnostics = await readDiagnostics(vehicle.id, upstream.access_token);
      return {
        content: [{ type: 'text', text: JSON.stringify({ vehicle, diagnostics }, null, 2) }],
      };
    },
  );
}
