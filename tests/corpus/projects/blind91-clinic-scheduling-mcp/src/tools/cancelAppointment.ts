// Destructive tool: cancels an appointment in the EHR once the user confirms the exact request.
// @ts-nocheck
import { z } from 'zod';
import { staffOf } from '../auth.js';
import { digestArgs, StateRejected } from '../state/sealed.js';
import { accepted, askForInput, refuse, roundOf } from './rounds.js';

const TOOL = 'cancel_appointment';

export function registerCancelAppointment(server, deps) {
  server.registerTool(
    TOOL,
    {
      description: 'Cancel a booked appointment. The patient loses the slot.',
      inputSchema: {
        appointmentId: z.string(),
        reason: z.enum(['patient_request', 'clinician_unavailable', 'duplicate', 'no_longer_needed']),
      },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      const staff = staffOf(extra);
      const binding = { userId: staff.userId, tool: TOOL };
      const appointment = await deps.db.appointmentInClinic(staff.clinicId, args.appointmentId);
      if (!appointment) return refuse('Appointment not found at your clinic.');
      if (appointment.status !== 'booked') return refuse(`Appointment is already ${appointment.status}.`);

      const { requestState, inputResponses } = roundOf(extra);
      if (!requestState) {
        const sealedState = deps.sealer.seal({ appointmentId: appointment.id, argsDigest: digestArgs(args) }, binding);
        return askForInput(
          `Cancel ${appointment.patient_name}'s appointment on ${new Date(appointment.starts_at).toUTCString()} (${args.reason})?`,
          { confirm: { type: 'boolean', title: 'Cancel the appointment' } },
          ['confirm'],
          sealedState,
        );
      }

      let state;
      try {
        state = deps.sealer.open(requestState, binding);
      } catch (err) {
        if (err instanceof StateRejected) return refuse(err.message);
        throw err;
      }
      if (state.appointmentId !== appointment.id || state.argsDigest !== digestArgs(args)) {
        return refuse('The request changed after confirmation was asked for.');
      }
      const answer = accepted<{ confirm: boolean }>(inputResponses, 'answer');
      if (answer?.confirm !== true) return refuse('Cancellation not confirmed.');

      await deps.ehr.cancelAppointment(appointment.id, args.reason);
      await deps.db.recordCancellation(appointment.id, staff.userId, args.reason);
      return { content: [{ type: 'text', text: `Appointment ${appointment.id} cancelled.` }] };
    },
  );
}
