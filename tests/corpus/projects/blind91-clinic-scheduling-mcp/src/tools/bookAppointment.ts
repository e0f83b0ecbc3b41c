// Tool that holds a slot in the EHR, checks the patient's date of birth with the user, then books.
// @ts-nocheck
import { z } from 'zod';
import { staffOf } from '../auth.js';
import { StateRejected } from '../state/sealed.js';
import { accepted, askForInput, refuse, roundOf } from './rounds.js';

const TOOL = 'book_appointment';

export function registerBookAppointment(server, deps) {
  server.registerTool(
    TOOL,
    {
      description: 'Book a free slot for a patient after confirming the patient identity.',
      inputSchema: { slotId: z.string(), patientId: z.string() },
    },
    async (args, extra) => {
      const staff = staffOf(extra);
      const binding = { userId: staff.userId, tool: TOOL };
      const patient = await deps.db.patientInClinic(staff.clinicId, args.patientId);
      if (!patient) return refuse('Patient not registered at your clinic.');

      const { requestState, inputResponses } = roundOf(extra);
      if (!requestState) {
        const hold = await deps.ehr.holdSlot(args.slotId, patient.id);
        const holdHandle = await deps.holds.stash(
          { userId: staff.userId, holdId: hold.holdId, holdToken: hold.holdToken, slotId: args.slotId },
          hold.expiresAt,
        );
        const sealedState = deps.sealer.seal(
          { slotId: args.slotId, patientId: patient.id, holdHandle, apiVersion: deps.apiVersion },
          binding,
        );
        return askForInput(
          `Slot held for ${patient.display_name}. Ask the patient for their date of birth and enter it.`,
          { birthDate: { type: 'string', format: 'date', title: 'Date of birth' } },
          ['birthDate'],
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
      if (state.slotId !== args.slotId || state.patientId !== patient.id) return refuse('requestState does not match this booking.');

      const answer = accepted<{ birthDate: string }>(inputResponses, 'answer');
      if (!answer) return refuse('Booking cancelled.');
      if (answer.birthDate !== patient.birth_date) return refuse('Date of birth does not match the patient record.');

      const hold = await deps.holds.claim(state.holdHandle, staff.userId);
      if (!hold || hold.slotId !== args.slotId) return refuse('The slot hold has lapsed; search for slots again.');

      const appointment = await deps.ehr.bookWithHold(hold.holdId, hold.holdToken, patient.id);
      await deps.db.recordBooking(staff.clinicId, appointment, patient.id, staff.userId);
      return {
        content: [{ type: 'text', text: `Booked ${patient.display_name} at ${appointment.start} (appointment ${appointment.id}).` }],
      };
    },
  );
}
