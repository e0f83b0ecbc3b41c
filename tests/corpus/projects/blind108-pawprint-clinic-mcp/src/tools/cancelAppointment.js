// cancel_appointment: cancels a booked consultation after the clinician confirms it.
import { z } from 'zod';
import { appointmentInClinic, cancelAppointment } from '../db.js';
import { stashStep, claimStep } from '../pendingSteps.js';
import { reminders } from '../clinicServices.js';
import { roundOf, askForm, inputRequired, argsDigest, staffOf, say, refuse } from '../mrtr.js';

const TOOL = 'cancel_appointment';

export function registerCancelAppointment(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Cancel a booked appointment and free its slot. Optionally text the owner.',
      inputSchema: { appointmentId: z.string().uuid(), notifyOwner: z.boolean().default(true) },
      annotations: { destructiveHint: true, idempotentHint: true },
    },
    async (args, extra) => {
      const staff = staffOf(extra);
      const appointment = await appointmentInClinic(args.appointmentId, staff.clinicId);
      if (!appointment) return refuse('No such appointment at your clinic.');
      if (appointment.status !== 'booked') return say(`Appointment is already ${appointment.status}.`);
      const round = roundOf(extra);
      const digest = argsDigest(TOOL, args);

      if (!round.requestState) {
        const requestState = await stashStep({ userId: staff.userId, tool: TOOL, argsDigest: digest, data: {} });
        return inputRequired(
          {
            confirm: askForm(
              `Cancel ${appointment.pet_name}'s appointment at ${new Date(appointment.starts_at).toLocaleString('en-GB')}?`,
              { confirm: { type: 'boolean', title: 'Cancel appointment' } },
            ),
          },
          requestState,
        );
      }

      const pending = await claimStep(round.requestState, { userId: staff.userId, tool: TOOL, argsDigest: digest });
      if (!pending) return refuse('This confirmation has expired or was for a different request.');
      const answer = round.inputResponses.confirm;
      if (answer?.action !== 'accept' || answer.content?.confirm !== true) return say('Appointment kept.');

      await cancelAppointment(appointment.id, staff.userId);
      await reminders.cancel(appointment.id, args.notifyOwner);
      return say(`Cancelled appointment ${appointment.id}.`);
    },
  );
}
