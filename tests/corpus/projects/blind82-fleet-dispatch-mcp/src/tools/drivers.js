// Driver and vehicle tools: who can take a load, where a truck is, and pushing a new route.
'use strict';
const db = require('../db');
const telematics = require('../services/telematics');

const definitions = [
  {
    name: 'find_available_drivers',
    description: 'Drivers at a depot who are available from a given time, with remaining hours of service.',
    inputSchema: {
      type: 'object',
      properties: {
        depot: { type: 'string' },
        earliest: { type: 'string', format: 'date-time' },
      },
      required: ['depot'],
    },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'vehicle_position',
    description: 'Last reported position of a vehicle.',
    inputSchema: { type: 'object', properties: { vehicleId: { type: 'string' } }, required: ['vehicleId'] },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'reroute_vehicle',
    description: 'Send a new ordered list of stops to a vehicle.',
    inputSchema: {
      type: 'object',
      properties: { vehicleId: { type: 'string' }, stops: { type: 'array', items: { type: 'string' }, minItems: 1 } },
      required: ['vehicleId', 'stops'],
    },
  },
];

async function handle(name, args, user) {
  switch (name) {
    case 'find_available_drivers': {
      if (!user.depots.includes(args.depot)) return { error: `no access to depot ${args.depot}` };
      const earliest = args.earliest ? new Date(args.earliest) : new Date();
      return { drivers: await db.availableDrivers(args.depot, earliest) };
    }
    case 'vehicle_position':
      return telematics.vehiclePosition(args.vehicleId);
    case 'reroute_vehicle': {
      const result = await telematics.pushRoute(args.vehicleId, args.stops);
      return { accepted: true, routeId: result.route_id };
    }
    default:
      return undefined;
  }
}

module.exports = { definitions, handle };
