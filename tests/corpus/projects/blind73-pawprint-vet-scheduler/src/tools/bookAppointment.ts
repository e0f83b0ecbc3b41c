// book_appointment tool: offers open slots to the owner and books the one they pick.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { openSlots, petForOwner, bookSlot, appointmentForOwner } from '../db.js';
import { requireOwner } from '../auth.js';
import { mintState, stateFor, toolError } from '../state.js';
import { formatWhen, sendSms } from '../services/notify.js';

const TOOL = 'book_appointment';

export function registerBookAppointment(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Book a visit for one of your pets. You will be asked to choose a time.',
      inputSchema: z.object({
        petId: z.string().uuid(),
        reason: z.string().min(3).max(300),
        withinDays: z.number().int().min(1).max(14).default(7),
      }),
    },
    async ({ petId, reason, withinDays }, ctx) => {
      const { userId } = requireOwner(ctx);
      const pet = await petForOwner(petId, userId);
      if (!pet) return toolError('That pet is not on your account.');

      const state = await stateFor(TOOL, ctx);
      if (!state) {
        const from = new Date();
        const to = new Date(from.getTime() + withinDays * 86_400_000);
        const slots = await openSlots(pet.clinicId, pet.species, from.toISOString(), to.toISOString());
        if (slots.length === 0) return toolError(`No free slots for ${pet.name} in the next ${withinDays} days.`);
        return inputRequired({
          inputRequests: {
            slot: inputRequired.elicit({
              message: `Pick a time for ${pet.name}:`,
              requestedSchema: {
                type: 'object',
                properties: {
                  slotId: {
                    type: 'string',
                    title: 'Appointment time',
                    oneOf: slots.map((s) => ({ const: s.id, title: `${formatWhen(s.startsAt)} — ${s.vetName}` })),
                  },
                },
                required: ['slotId'],
              },
            }),
          },
          requestState: await mintState(TOOL, { petId, offered: slots.map((s) => s.id) }, ctx),
        });
      }

      if (state.petId !== petId) return toolError('This answer belongs to a booking for another pet. Please start again.');
      const choice = acceptedContent(ctx.mcpReq.inputResponses, 'slot');
      if (!choice) return { content: [{ type: 'text', text: 'Booking cancelled.' }] };
      if (!state.offered.includes(choice.slotId)) return toolError('That time was not one of the options offered.');

      const appointmentId = await bookSlot(choice.slotId, petId, userId, reason);
      if (!appointmentId) return toolError('Sorry, that slot was just taken. Please try again.');
      const appt = await appointmentForOwner(appointmentId, userId);
      await sendSms(appt.phone, `Pawprint: ${pet.name} is booked for ${formatWhen(appt.startsAt)}.`);
      return {
        content: [{ type: 'text', text: `Booked ${pet.name} for ${formatWhen(appt.startsAt)}. Reference ${appointmentId}.` }],
        structuredContent: { appointmentId, startsAt: appt.startsAt },
      };
    },
  );
}
