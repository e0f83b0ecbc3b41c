// cancel_appointment: cancels one of the patient's appointments after an explicit confirmation.
import * as v from 'valibot';
import { exchangeToken, getAppointment, cancelAppointment as cancelInEhr, patientOf } from '../ehr.js';
import { CancelStateSchema } from '../state/envelope.js';
import { sealState, openState } from '../state/seal.js';
import { accepted, elicit, inputRequiredResult, text, toolError } from '../results.js';

const TOOL = 'cancel_appointment';

const ConfirmSchema = v.object({
  confirm: v.literal(true),
  reason: v.optional(v.pipe(v.string(), v.maxLength(200)), 'Cancelled by patient'),
});

export const cancelAppointment = {
  name: TOOL,
  description: 'Cancel one of your upcoming appointments. The slot is released to other patients.',
  annotations: { destructiveHint: true },
  input: v.object({ appointmentId: v.pipe(v.string(), v.minLength(1)) }),
  async run(args, { principal, authInfo, inputResponses, requestState }) {
    const { accessToken } = await exchangeToken(authInfo.token);
    const appointment = await getAppointment(accessToken, args.appointmentId);
    if (!appointment || patientOf(appointment) !== principal.patientId) {
      return toolError(`Appointment ${args.appointmentId} was not found.`);
    }
    if (appointment.status === 'cancelled') return text(`Appointment ${args.appointmentId} is already cancelled.`);

    if (!requestState) {
      return inputRequiredResult(
        {
          confirm: elicit(`Cancel your appointment on ${appointment.start}?`, {
            confirm: { type: 'boolean', title: 'Yes, cancel it' },
            reason: { type: 'string', title: 'Reason (optional)', maxLength: 200 },
          }, ['confirm']),
        },
        sealState(CancelStateSchema, { appointmentId: appointment.id }, { sub: principal.userId, tool: TOOL }),
      );
    }

    const state = openState(CancelStateSchema, requestState, { sub: principal.userId, tool: TOOL });
    if (state.appointmentId !== args.appointmentId) return toolError('Confirmation was for a different appointment.');

    const answer = accepted(inputResponses, 'confirm');
    const confirmed = answer ? v.safeParse(ConfirmSchema, answer) : null;
    if (!confirmed?.success) return text('Nothing was cancelled.');

    await cancelInEhr(accessToken, state.appointmentId, confirmed.output.reason);
    return text(`Appointment ${state.appointmentId} on ${appointment.start} is cancelled.`);
  },
};
