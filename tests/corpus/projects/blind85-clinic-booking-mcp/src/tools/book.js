// book_appointment: checks a slot, asks the patient for visit details, then books it in the EHR.
import * as v from 'valibot';
import { exchangeToken, getSlot, bookAppointment as createAppointment } from '../ehr.js';
import { BookingStateSchema } from '../state/envelope.js';
import { sealState, openState } from '../state/seal.js';
import { accepted, elicit, inputRequiredResult, text, toolError } from '../results.js';

const TOOL = 'book_appointment';

const VisitSchema = v.object({
  reason: v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(500)),
  followUp: v.optional(v.boolean(), false),
});

export const bookAppointment = {
  name: TOOL,
  description: 'Book a free slot with a practitioner. Asks for the reason for the visit.',
  annotations: { readOnlyHint: false },
  input: v.object({
    practitionerId: v.pipe(v.string(), v.minLength(1)),
    slotId: v.pipe(v.string(), v.minLength(1)),
  }),
  async run(args, { principal, authInfo, inputResponses, requestState }) {
    if (!requestState) {
      const ehrToken = await exchangeToken(authInfo.token);
      const slot = await getSlot(ehrToken.accessToken, args.slotId);
      if (!slot) return toolError(`Slot ${args.slotId} does not exist.`);
      if (slot.status !== 'free') return toolError('That slot was just taken; pick another one.');
      if (!slot.schedule.reference.endsWith(`/${args.practitionerId}`)) {
        return toolError('That slot belongs to a different practitioner.');
      }

      const sealed = sealState(
        BookingStateSchema,
        {
          slotId: slot.id,
          practitionerId: args.practitionerId,
          start: slot.start,
          end: slot.end,
          ehrAccessToken: ehrToken.accessToken, // expect: no-secrets-in-state
        },
        { sub: principal.userId, tool: TOOL },
      );
      return inputRequiredResult(
        {
          visit: elicit(`You are booking ${slot.start}. What is the reason for the visit?`, {
            reason: { type: 'string', title: 'Reason for visit', maxLength: 500 },
            followUp: { type: 'boolean', title: 'Is this a follow-up visit?', default: false },
          }, ['reason']),
        },
        sealed,
      );
    }

    const state = openState(BookingStateSchema, requestState, { sub: principal.userId, tool: TOOL });
    if (state.slotId !== args.slotId) return toolError('The slot changed between rounds; start again.');

    const answer = accepted(inputResponses, 'visit');
    if (answer === undefined) return toolError('Missing answer for "visit".');
    if (answer === null) return text('Booking abandoned; the slot was not reserved.');
    const visit = v.safeParse(VisitSchema, answer);
    if (!visit.success) return toolError(visit.issues[0].message);

    const appointment = await createAppointment(state.ehrAccessToken, {
      slotId: state.slotId,
      patientId: principal.patientId,
      practitionerId: state.practitionerId,
      start: state.start,
      end: state.end,
      reason: visit.output.reason,
      followUp: visit.output.followUp,
    });
    return text(`Booked appointment ${appointment.id} at ${appointment.start}.`, {
      appointmentId: appointment.id,
      start: appointment.start,
    });
  },
};
