// book_appointment: offers the day's open slots for a pet and books the one the clinician picks.
import { z } from 'zod';
import { petInClinic, openSlots, bookSlot } from '../db.js';
import { stashStep, claimStep } from '../pendingSteps.js';
import { reminders } from '../clinicServices.js';
import { roundOf, askForm, inputRequired, argsDigest, staffOf, say, refuse } from '../mrtr.js';

const TOOL = 'book_appointment';

export function registerAppointmentTools(server) {
  server.tool(
    TOOL,
    'Book a consultation for a pet on a given day; you will be asked to choose the slot and give a reason.',
    { petId: z.string().uuid(), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) },
    { openWorldHint: false },
    async (args, extra) => {
      const staff = staffOf(extra);
      const pet = await petInClinic(args.petId, staff.clinicId);
      if (!pet) return refuse('That pet is not registered at your clinic.');
      const round = roundOf(extra);
      const digest = argsDigest(TOOL, args);

      if (!round.requestState) {
        const slots = await openSlots(staff.clinicId, args.day);
        if (slots.length === 0) return say(`No open slots on ${args.day}.`);
        const requestState = await stashStep({
          userId: staff.userId,
          tool: TOOL,
          argsDigest: digest,
          data: { slotIds: slots.map((s) => s.id) },
        });
        return inputRequired(
          {
            booking: askForm(`Book ${pet.name} (${pet.species}) on ${args.day}`, {
              slotId: {
                type: 'string',
                enum: slots.map((s) => s.id),
                enumNames: slots.map((s) => `${new Date(s.starts_at).toISOString().slice(11, 16)} with ${s.vet}`),
              },
              reason: { type: 'string', maxLength: 300 },
            }),
          },
          requestState,
        );
      }

      const pending = await claimStep(round.requestState, { userId: staff.userId, tool: TOOL, argsDigest: digest });
      if (!pending) return refuse('This booking form has expired; please start again.');
      const answer = round.inputResponses.booking;
      if (answer?.action !== 'accept') return say('No appointment was booked.');
      const { slotId, reason } = answer.content ?? {};
      if (!pending.slotIds.includes(slotId)) return refuse('That slot was not offered.');

      const appointmentId = await bookSlot({ slotId, petId: pet.id, reason, bookedBy: staff.userId });
      if (!appointmentId) return refuse('Someone else just took that slot; please pick another.');
      await reminders.schedule(appointmentId, pet.phone, args.day);
      return say(`Booked ${pet.name}; appointment ${appointmentId}.`, { appointmentId });
    },
  );
}
