// find_slots and book_appointment tools.
'use strict';

const { z } = require('zod');
const rounds = require('../lib/rounds');

const BOOK = 'book_appointment';

function bookingTools({ config, fhir, db, stateSeal }) {
  const findSlots = {
    name: 'find_slots',
    description: 'List free appointment slots in a date range, optionally for one practitioner.',
    schema: z.object({
      from: z.string().datetime(),
      to: z.string().datetime(),
      practitionerId: z.string().optional(),
      telehealth: z.boolean().optional(),
    }),
    async handler(args) {
      const telehealth = config.features.telehealthSlots ? args.telehealth : false;
      const slots = await fhir.searchSlots({ ...args, telehealth });
      if (slots.length === 0) return rounds.text('No free slots in that range.');
      const lines = slots.map((s) => `${s.id}  ${s.start}  ${s.serviceType?.[0]?.text ?? 'visit'}  ${s.comment ?? ''}`);
      return rounds.text(lines.join('\n'));
    },
  };

  const book = {
    name: BOOK,
    description: 'Book a free slot for yourself or a dependent you manage.',
    schema: z.object({
      slotId: z.string().min(1),
      reason: z.string().min(3).max(400),
      forPatientId: z.string().optional(),
    }),
    async handler(args, ctx) {
      const { userId, patientId: selfId } = ctx.authInfo.extra;

      if (!ctx.requestState) {
        const patientId = args.forPatientId || selfId;
        const allowed = await fhir.patientsActingFor(selfId);
        if (!allowed.includes(patientId)) return rounds.text('You cannot book for that patient.', true);

        const slot = await fhir.getSlot(args.slotId);
        if (slot.status !== 'free') return rounds.text('That slot has just been taken.', true);

        const requestState = stateSeal.seal(
          { slotId: slot.id, patientId, reason: args.reason, start: slot.start },
          { userId, tool: BOOK },
        );
        return rounds.inputRequired(
          {
            consent: rounds.elicit(`Book ${slot.start} for patient ${patientId}?`, {
              confirm: { type: 'boolean', title: 'Confirm booking' },
              shareHistory: { type: 'boolean', title: 'Share my visit history with this practitioner' },
            }, ['confirm']),
          },
          requestState,
        );
      }

      const envelope = stateSeal.open(ctx.requestState, { tool: BOOK }); // expect: require-state-binding
      if (!envelope) return rounds.text('This booking request has expired. Please start again.', true);

      const answer = rounds.accepted(ctx.inputResponses, 'consent');
      if (!answer || !answer.confirm) return rounds.text('Nothing was booked.');

      const pending = envelope.p;
      const appointment = await fhir.bookSlot({ slotId: pending.slotId, patientId: pending.patientId, reason: pending.reason });
      await db.audit({
        actorId: userId,
        action: 'book',
        appointmentId: appointment.id,
        patientId: pending.patientId,
        detail: { slotId: pending.slotId, shareHistory: Boolean(answer.shareHistory) },
      });
      return rounds.text(`Booked appointment ${appointment.id} at ${pending.start}.`);
    },
  };

  return [findSlots, book];
}

module.exports = { bookingTools };
