// Appointment tools: find open slots, book a visit and cancel a visit, each confirmed by the clinician.
const { z } = require('zod');
const { text, failure, elicit, needInput, stateOf, answerOf } = require('../lib/results');

function createAppointmentTools({ scheduleRepo, stateTokens, config }) {
  const findSlots = {
    name: 'find_open_slots',
    description: 'List open appointment slots at your clinic for the next few days',
    inputSchema: {
      type: 'object',
      properties: { fromDate: { type: 'string', format: 'date' }, days: { type: 'integer', minimum: 1, maximum: 14 } },
      required: ['fromDate'],
    },
    annotations: { readOnlyHint: true },
    schema: z.object({ fromDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), days: z.number().int().min(1).max(14).default(3) }),
    async handler({ fromDate, days }, { clinician }) {
      const slots = await scheduleRepo.openSlots(clinician.clinicId, fromDate, days);
      if (slots.length === 0) return text('No open slots in that range.');
      return text(slots.map((s) => `${s.id}  ${new Date(s.starts_at).toISOString()}  ${s.duration_min} min  room ${s.room}`).join('\n'));
    },
  };

  const book = {
    name: 'book_appointment',
    description: 'Book a patient into an open slot after confirming the details',
    inputSchema: {
      type: 'object',
      properties: {
        patientId: { type: 'string' },
        slotId: { type: 'string' },
        visitType: { type: 'string', enum: ['follow-up', 'new-problem', 'annual', 'telehealth'] },
      },
      required: ['patientId', 'slotId', 'visitType'],
    },
    schema: z.object({
      patientId: z.string().min(1),
      slotId: z.string().min(1),
      visitType: z.enum(['follow-up', 'new-problem', 'annual', 'telehealth']),
    }),
    async handler({ patientId, slotId, visitType }, { request, clinician }) {
      const raw = stateOf(request);
      if (!raw) {
        if (!(await scheduleRepo.isOnPanel(clinician.clinicId, patientId))) {
          return failure(`Patient ${patientId} is not registered at your clinic.`);
        }
        const state = stateTokens.sign({
          sub: clinician.userId,
          tool: 'book_appointment',
          patientId,
          slotId,
          visitType,
          exp: Date.now() + config.stateTtlMs,
        });
        return needInput(
          { confirm: elicit(`Book a ${visitType} visit for patient ${patientId} in slot ${slotId}?`, { confirm: { type: 'boolean' } }) },
          state,
        );
      }

      const claims = stateTokens.verify(raw);
      if (
        !claims ||
        claims.sub !== clinician.userId ||
        claims.tool !== 'book_appointment' ||
        claims.patientId !== patientId ||
        claims.slotId !== slotId ||
        claims.visitType !== visitType ||
        !(claims.exp > Date.now())
      ) {
        return failure('This booking confirmation is invalid or has expired.');
      }
      const answer = answerOf(request, 'confirm');
      if (!answer || answer.confirm !== true) return text('Booking cancelled.');
      const appointmentId = await scheduleRepo.book({ slotId, patientId, visitType, bookedBy: clinician.userId });
      return text(`Booked appointment ${appointmentId}.`);
    },
  };

  const cancel = {
    name: 'cancel_appointment',
    description: 'Cancel a booked appointment; asks for a reason and confirmation',
    inputSchema: { type: 'object', properties: { appointmentId: { type: 'string' } }, required: ['appointmentId'] },
    annotations: { destructiveHint: true },
    schema: z.object({ appointmentId: z.string().min(1) }),
    async handler({ appointmentId }, { request, clinician }) {
      const raw = stateOf(request);
      if (!raw) {
        const appt = await scheduleRepo.getAppointment(appointmentId);
        if (!appt || appt.clinic_id !== clinician.clinicId || appt.status !== 'booked') {
          return failure(`Appointment ${appointmentId} cannot be cancelled from your clinic.`);
        }
        const state = stateTokens.sign({ sub: clinician.userId, tool: 'cancel_appointment', appointmentId }); // expect-todo: require-state-binding
        return needInput(
          {
            cancel: elicit(`Cancel ${appt.patient_name}'s visit on ${new Date(appt.starts_at).toLocaleString('en-US')}?`, {
              reason: { type: 'string', title: 'Reason', enum: ['patient-request', 'clinician-unavailable', 'duplicate', 'other'] },
              confirm: { type: 'boolean', title: 'Cancel the visit' },
            }),
          },
          state,
        );
      }

      const claims = stateTokens.verify(raw);
      if (!claims || claims.sub !== clinician.userId || claims.tool !== 'cancel_appointment' || claims.appointmentId !== appointmentId) {
        return failure('This cancellation confirmation is not valid for this appointment.');
      }
      const answer = answerOf(request, 'cancel');
      if (!answer || answer.confirm !== true) return text('The appointment was kept.');
      await scheduleRepo.cancel({ appointmentId, reason: answer.reason || 'other', cancelledBy: clinician.userId });
      return text(`Appointment ${appointmentId} cancelled.`);
    },
  };

  return [findSlots, book, cancel];
}

module.exports = { createAppointmentTools };
