// Read-only tools: list the fleet's vehicles and fetch a vehicle's live position from the OEM.
import { z } from 'zod';
import { collections } from '../db/mongo.js';
import { oemCredentialsFor, oemApi } from '../oem/client.js';

export function registerLocateTools(server) {
  server.registerTool(
    'list_vehicles',
    {
      description: 'List vehicles in your fleet with their last known status.',
      inputSchema: { status: z.enum(['active', 'maintenance', 'immobilized']).optional() },
      annotations: { readOnlyHint: true },
    },
    async ({ status }, extra) => {
      const { fleetId } = extra.authInfo.extra;
      const filter = status ? { fleetId, status } : { fleetId };
      const vehicles = await collections
        .vehicles()
        .find(filter, { projection: { _id: 0, vin: 1, plate: 1, model: 1, status: 1, driver: 1 } })
        .limit(200)
        .toArray();
      return { content: [{ type: 'text', text: JSON.stringify(vehicles, null, 2) }] };
    },
  );

  server.registerTool(
    'locate_vehicle',
    {
      description: 'Current GPS position, speed and heading of one vehicle.',
      inputSchema: { vin: z.string().length(17) },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ vin }, extra) => {
      const { fleetId } = extra.authInfo.extra;
      const vehicle = await collections.vehicles().findOne({ vin, fleetId });
      if (!vehicle) return { isError: true, content: [{ type: 'text', text: 'Vehicle not in your fleet.' }] };
      const { apiKey } = await oemCredentialsFor(fleetId);
      const pos = await oemApi.position(apiKey, vin);
      return {
        content: [{ type: 'text', text: `${vehicle.plate}: ${pos.lat},${pos.lon} at ${pos.speedKph} km/h heading ${pos.heading}° (${pos.recordedAt})` }],
      };
    },
  );
}
