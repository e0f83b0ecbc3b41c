// Tool cancel_appointment: cancels a booked dock appointment after the scheduler confirms, then tells the carrier.
// @ts-nocheck
import { z } from 'zod';
import { cancelAppointment, getAppointment } from '../db/appointments.js';
import { acceptedContent, callerOf, elicit, inputRequired, roundTripOf, text, toolError } from '../mcp/roundTrip.js';

const TOOL = 'cancel_appointment';

export function registerCancelAppointment(server, deps) {
  server.registerTool(
    TOOL,
    {
      description: 'Cancel a booked inbound appointment, free its dock slot and notify the carrier.',
      inputSchema: {
        appointmentId: z.number().int().positive(),
        reason: z.enum(['carrier_no_show', 'po_cancelled', 'rescheduled', 'other']),
      },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      const who = callerOf(extra);
      if (!who) return toolError('Sign-in required.');
      const binding = { userId: who.userId, tool: TOOL, args };
      const { requestState, inputResponses } = roundTripOf(extra);

      if (!requestState) {
        const appt = await getAppointment(deps.db, who.warehouseId, args.appointmentId);
        if (!appt || appt.status !== 'booked') return toolError('No booked appointment with that id at your warehouse.');
        const state = await deps.stateSigner.mint({ appointmentId: appt.id, carrierRef: appt.carrier_ref ?? null }, binding);
        return inputRequired(
          {
            confirm: elicit(
              `Cancel appointment ${appt.id} (${appt.carrier_scac} trailer ${appt.trailer}, door ${appt.door} at ${appt.starts_at.toISOString()})?`,
              { confirm: { type: 'boolean', title: 'Cancel appointment' } },
            ),
          },
          state,
        );
      }

      const state = await deps.stateSigner.open(requestState, binding);
      if (!state) return toolError('This confirmation is invalid or older than ten minutes. Start again.');
      const answer = acceptedContent(inputResponses, 'confirm');
      if (!answer?.confirm) return text('Appointment kept.');

      const cancelled = await cancelAppointment(deps.db, who.warehouseId, state.appointmentId, { by: who.userId, reason: args.reason });
      if (!cancelled) return toolError('The appointment could not be cancelled; it may have started or been cancelled already.');
      if (state.carrierRef) await deps.carrier.cancelAppointment(state.carrierRef, args.reason);
      return text(`Appointment ${state.appointmentId} cancelled (${args.reason}).`);
    },
  );
}
