// Tool book_dock_slot: holds a dock slot for ten minutes, asks the scheduler for load details, then books it with the carrier.
// @ts-nocheck
import { z } from 'zod';
import { createAppointment, getSlot, setCarrierRef } from '../db/appointments.js';
import { argsDigest } from '../state/pasetoState.js';
import { acceptedContent, callerOf, elicit, inputRequired, roundTripOf, text, toolError } from '../mcp/roundTrip.js';

const TOOL = 'book_dock_slot';

export function registerBookDock(server, deps) {
  server.registerTool(
    TOOL,
    {
      description: 'Book an inbound dock slot for a carrier trailer and notify the carrier.',
      inputSchema: {
        slotId: z.number().int().positive(),
        carrierScac: z.string().regex(/^[A-Z]{2,4}$/),
        trailer: z.string().min(1).max(20),
        poNumbers: z.array(z.string().min(1).max(30)).min(1).max(20),
      },
    },
    async (args, extra) => {
      const who = callerOf(extra);
      if (!who) return toolError('Sign-in required.');
      const digest = argsDigest(args);
      const { requestState, inputResponses } = roundTripOf(extra);

      if (!requestState) {
        const slot = await getSlot(deps.db, args.slotId);
        if (!slot || slot.warehouse_id !== who.warehouseId || slot.appointment_id) return toolError('That slot is not available.');
        const handle = await deps.holds.place({ userId: who.userId, tool: TOOL, slotId: slot.id, argsDigest: digest, createdAt: Date.now() });
        if (!handle) return toolError('Someone else is booking that slot right now. Pick another one.');
        return inputRequired(
          {
            details: elicit(`Door ${slot.door} at ${slot.starts_at.toISOString()} is held for 10 minutes. Confirm the load details.`, {
              palletCount: { type: 'integer', minimum: 1, maximum: 60, title: 'Pallets' },
              needsLiftgate: { type: 'boolean', title: 'Liftgate needed' },
            }),
          },
          handle,
        );
      }

      const hold = await deps.holds.take(requestState);
      if (!hold || hold.userId !== who.userId || hold.tool !== TOOL || hold.argsDigest !== digest) {
        return toolError('The slot hold has expired or belongs to another request. Start again.');
      }
      const details = acceptedContent(inputResponses, 'details');
      if (!details) {
        await deps.holds.release(hold.slotId);
        return text('Booking abandoned; the slot was released.');
      }

      const appt = await createAppointment(deps.db, {
        slotId: hold.slotId,
        carrierScac: args.carrierScac,
        trailer: args.trailer,
        poNumbers: args.poNumbers,
        pallets: details.palletCount,
        liftgate: Boolean(details.needsLiftgate),
        bookedBy: who.userId,
      });
      await deps.holds.release(hold.slotId);
      if (!appt) return toolError('The slot was taken in the meantime.');

      const confirmation = await deps.carrier.confirmAppointment({
        scac: args.carrierScac,
        trailer: args.trailer,
        appointmentId: appt.id,
        door: appt.door,
        startsAt: appt.starts_at,
      });
      await setCarrierRef(deps.db, appt.id, confirmation.reference);
      return text(`Booked appointment ${appt.id} at door ${appt.door} (carrier ref ${confirmation.reference}).`, {
        appointmentId: appt.id,
      });
    },
  );
}
