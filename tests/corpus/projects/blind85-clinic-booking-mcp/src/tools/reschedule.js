// reschedule_appointment: moves an appointment to another free slot once the patient agrees.
import * as v from 'valibot';
import { exchangeToken, getAppointment, getSlot, moveAppointment, patientOf } from '../ehr.js';
import { RescheduleStateSchema } from '../state/envelope.js';
import { sealState, openState } from '../state/seal.js';
import { accepted, elicit, inputRequiredResult, text, toolError } from '../results.js';

const TOOL = 'reschedule_appointment';

export const rescheduleAppointment = {
  name: TOOL,
  description: 'Move one of your appointments to a different free slot with the same practitioner.',
  annotations: { destructiveHint: true },
  input: v.object({
    appointmentId: v.pipe(v.string(), v.minLength(1)),
    newSlotId: v.pipe(v.string(), v.minLength(1)),
  }),
  async run(args, { principal, authInfo, inputResponses, requestState }) {
    const { accessToken } = await exchangeToken(authInfo.token);
    const appointment = await getAppointment(accessToken, args.appointmentId);
    if (!appointment || patientOf(appointment) !== principal.patientId) {
      return toolError(`Appointment ${args.appointmentId} was not found.`);
    }
    const slot = await getSlot(accessToken, args.newSlotId);
    if (!slot || slot.status !== 'free') return toolError(`Slot ${args.newSlotId} is not free.`);

    if (!requestState) {
      const sealed = sealState(RescheduleStateSchema, { appointmentId: appointment.id, newSlotId: slot.id, previousStart: appointment.start }, { sub: principal.userId }); // expect: require-state-binding
      return inputRequiredResult(
        {
          agree: elicit(`Move your appointment from ${appointment.start} to ${slot.start}?`, {
            agree: { type: 'boolean', title: 'Move it' },
          }),
        },
        sealed,
      );
    }

    const state = openState(RescheduleStateSchema, requestState, { sub: principal.userId, tool: TOOL });
    if (state.appointmentId !== args.appointmentId || state.newSlotId !== args.newSlotId) {
      return toolError('The request changed since you agreed; start again.');
    }
    const answer = accepted(inputResponses, 'agree');
    if (!answer?.agree) return text('Your appointment was left unchanged.');

    const moved = await moveAppointment(accessToken, state.appointmentId, slot);
    return text(`Moved appointment ${moved.id} from ${state.previousStart} to ${moved.start}.`, {
      appointmentId: moved.id,
      start: moved.start,
    });
  },
};
