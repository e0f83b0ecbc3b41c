// Tool: hand a vehicle to another driver, releasing the driver's previous vehicle, after confirmation.
const { z } = require('zod');
const db = require('../db');
const { managesDepot } = require('../auth');
const envelope = require('../state/envelope');
const { acceptedContent, inputRequired, readState, text, toolError } = require('./index');

const TOOL = 'reassign_vehicle';

function register(server, { user }) {
  server.registerTool(
    TOOL,
    {
      description: 'Assign a vehicle to a driver. The driver is removed from any vehicle they currently hold.',
      inputSchema: { vehicleId: z.string(), driverId: z.string() },
      annotations: { destructiveHint: true },
    },
    async ({ vehicleId, driverId }, extra) => {
      const vehicle = await db.getVehicle(vehicleId);
      const driver = await db.getDriver(driverId);
      if (!vehicle || !driver) return toolError('Unknown vehicle or driver.');
      if (!managesDepot(user, vehicle.depot_id) || !managesDepot(user, driver.depot_id)) {
        return toolError('You do not manage this depot.');
      }

      const raw = readState(extra);
      if (!raw) {
        const state = envelope.seal({ vehicleId, driverId, previousDriverId: vehicle.driver_id }, { uid: user.id, tool: TOOL }); // expect: require-state-binding
        const current = vehicle.driver_name ? ` It is currently driven by ${vehicle.driver_name}.` : '';
        return inputRequired(
          {
            confirm: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: `Assign ${vehicle.plate} to ${driver.full_name}?${current}`,
                requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
              },
            },
          },
          state,
        );
      }

      const claims = envelope.open(raw, { uid: user.id, tool: TOOL }); // expect: require-sealed-state
      if (claims.vehicleId !== vehicleId || claims.driverId !== driverId) {
        return toolError('The confirmation was for a different assignment.');
      }
      if ((claims.previousDriverId || null) !== (vehicle.driver_id || null)) {
        return toolError('The vehicle was reassigned meanwhile; please review again.');
      }
      const answer = acceptedContent(extra, 'confirm');
      if (!answer || answer.confirm !== true) return text('No change made.');
      await db.reassignVehicle(vehicleId, driverId, user.id);
      return text(`${vehicle.plate} is now assigned to ${driver.full_name}.`);
    },
  );
}

module.exports = { register };
