// Tool: book a maintenance slot for a vehicle using live diagnostics from the telematics provider.
const { z } = require('zod');
const db = require('../db');
const { config } = require('../config');
const { managesDepot } = require('../auth');
const telematics = require('../telematics/client');
const envelope = require('../state/envelope');
const { acceptedContent, inputRequired, readState, text, toolError } = require('./index');

const TOOL = 'schedule_maintenance';

function register(server, { user, session }) {
  server.registerTool(
    TOOL,
    {
      description: 'Schedule a maintenance visit for a vehicle; offers the next free slots at its depot.',
      inputSchema: { vehicleId: z.string(), notes: z.string().max(500).optional() },
    },
    async ({ vehicleId, notes }, extra) => {
      const vehicle = await db.getVehicle(vehicleId);
      if (!vehicle) return toolError('Unknown vehicle.');
      if (!managesDepot(user, vehicle.depot_id)) return toolError('You do not manage this depot.');

      const raw = readState(extra);
      if (!raw) {
        const link = session && session.telematics;
        if (!link || link.expiresAt < Date.now()) {
          return toolError('Connect your telematics account first at /connect/telematics.');
        }
        const diag = await telematics.diagnostics(link.accessToken, vehicle.telematics_unit_id);
        const slots = await db.openServiceSlots(vehicle.depot_id);
        if (!slots.length) return text('No free service slots in the next weeks.');
        const state = envelope.seal(
          {
            vehicleId,
            slotIds: slots.map((s) => s.id),
            odometerKm: diag.odometerKm,
            faultCodes: diag.faultCodes,
            telematicsToken: link.accessToken, // expect-todo: no-secrets-in-state
          },
          { uid: user.id, tool: TOOL, ttlSeconds: config.state.ttlSeconds },
        );
        const faults = diag.faultCodes.length ? ` Active fault codes: ${diag.faultCodes.join(', ')}.` : '';
        return inputRequired(
          {
            slot: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: `${vehicle.plate} is at ${diag.odometerKm} km.${faults} Pick a service slot.`,
                requestedSchema: {
                  type: 'object',
                  properties: {
                    slotId: {
                      type: 'string',
                      enum: slots.map((s) => String(s.id)),
                      enumNames: slots.map((s) => `${s.centre} — ${new Date(s.starts_at).toLocaleString('en-GB')}`),
                    },
                  },
                  required: ['slotId'],
                },
              },
            },
          },
          state,
        );
      }

      const claims = envelope.open(raw, { uid: user.id, tool: TOOL }); // expect: require-sealed-state
      if (claims.vehicleId !== vehicleId) return toolError('This slot choice was for another vehicle.');
      const answer = acceptedContent(extra, 'slot');
      if (!answer) return text('Nothing booked.');
      const slotId = Number(answer.slotId);
      if (!claims.slotIds.includes(slotId)) return toolError('That slot was not offered.');
      const booked = await db.bookSlot(slotId, vehicleId, notes || null, user.id);
      if (!booked) return toolError('Someone else took that slot; please try again.');

      const accessToken = (session && session.telematics && session.telematics.accessToken) || claims.telematicsToken;
      const orderId = await telematics.createWorkOrder(accessToken, vehicle.telematics_unit_id, {
        slotId,
        odometerKm: claims.odometerKm,
        faultCodes: claims.faultCodes,
        notes,
      });
      return text(`Booked slot ${slotId} for ${vehicle.plate}; work order ${orderId} created.`);
    },
  );
}

module.exports = { register };
