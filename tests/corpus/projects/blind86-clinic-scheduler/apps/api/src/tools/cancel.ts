// Cancellation: cancels a booked appointment in the EHR after the receptionist confirms, and drops its reminders.
// @ts-nocheck
import { z } from 'zod';
import { requestFingerprint } from '../../../../packages/shared-crypto/src/index.js';
import { done, form, refuse } from '../../../../packages/mcp-host/src/index.js';
import { FHIR_API_VERSION } from '../fhir.js';

const TOOL = 'cancel_appointment';

export function cancelAppointment({ fhir, store }) {
  return {
    name: TOOL,
    title: 'Cancel appointment',
    description: 'Cancel a booked appointment. The patient is notified by the EHR.',
    annotations: { destructiveHint: true },
    inputSchema: {
      appointmentId: z.string().min(1),
      reason: z.enum(['patient_request', 'practitioner_unavailable', 'duplicate', 'other']),
    },
    async handler(args, visit) {
      const fingerprint = requestFingerprint(TOOL, args);

      if (!visit.state) {
        const appointment = await fhir.getAppointment(args.appointmentId);
        if (!appointment || appointment.clinicId !== visit.clinicId) return refuse('No such appointment at your clinic.');
        if (appointment.status !== 'booked') return refuse(`The appointment is ${appointment.status}, not booked.`);
        return visit.ask(
          {
            confirm: form(`Cancel "${appointment.description}" on ${appointment.start}? Reason: ${args.reason.replace('_', ' ')}.`, {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Cancel appointment' } },
              required: ['confirm'],
            }),
          },
          { appointmentId: appointment.id, fingerprint, apiVersion: FHIR_API_VERSION },
        );
      }

      if (visit.state.fingerprint !== fingerprint || visit.state.appointmentId !== args.appointmentId) {
        return refuse('The confirmation was given for a different request; please start again.');
      }
      if (visit.answer('confirm')?.confirm !== true) return done({ cancelled: false });
      await fhir.cancel(args.appointmentId, args.reason);
      await store.dropReminders(args.appointmentId);
      return done({ cancelled: true, appointmentId: args.appointmentId });
    },
  };
}
