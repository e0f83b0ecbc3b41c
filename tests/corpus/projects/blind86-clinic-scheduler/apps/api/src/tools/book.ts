// Booking: offers a practitioner's free slots and books the one the receptionist picks for the patient.
// @ts-nocheck
import { z } from 'zod';
import { done, form, refuse } from '../../../../packages/mcp-host/src/index.js';
import { FHIR_API_VERSION } from '../fhir.js';

const TOOL = 'book_appointment';

export function bookAppointment({ fhir, store }) {
  return {
    name: TOOL,
    title: 'Book appointment',
    description: 'Find free slots with a practitioner and book one for a patient.',
    inputSchema: {
      patientId: z.string().min(1),
      practitionerId: z.string().min(1),
      from: z.iso.date(),
      days: z.number().int().min(1).max(14).default(7),
      reason: z.string().min(3).max(200),
    },
    async handler(args, visit) {
      if (!visit.state) {
        const slots = await fhir.freeSlots(args.practitionerId, args.from, args.days);
        if (slots.length === 0) return refuse('No free slots in that range. Try a later date or another practitioner.');
        const offer = await store.putOffer({
          userId: visit.userId,
          clinicId: visit.clinicId,
          patientId: args.patientId,
          practitionerId: args.practitionerId,
          slotIds: slots.map((s) => s.id),
        });
        return visit.ask(
          {
            slot: form('Which slot should be booked?', {
              type: 'object',
              properties: {
                slotId: {
                  type: 'string',
                  oneOf: slots.map((s) => ({ const: s.id, title: new Date(s.start).toLocaleString('en-GB', { timeZone: 'Europe/London' }) })),
                },
              },
              required: ['slotId'],
            }),
          },
          { offer, apiVersion: FHIR_API_VERSION },
        );
      }

      if (visit.state.apiVersion !== FHIR_API_VERSION) {
        return refuse('The scheduling service was upgraded while you were choosing; please search again.');
      }
      const offer = await store.takeOffer(visit.state.offer);
      if (
        !offer ||
        offer.userId !== visit.userId ||
        offer.clinicId !== visit.clinicId ||
        offer.patientId !== args.patientId ||
        offer.practitionerId !== args.practitionerId
      ) {
        return refuse('This slot offer has expired; please search again.');
      }
      const choice = visit.answer('slot');
      if (!choice || !offer.slotIds.includes(choice.slotId)) return refuse('Choose one of the offered slots.');
      const appointment = await fhir.book(choice.slotId, args.patientId, args.practitionerId, args.reason);
      await store.scheduleReminder(appointment.id, args.patientId, appointment.start);
      return done({ appointmentId: appointment.id, start: appointment.start, status: appointment.status });
    },
  };
}
