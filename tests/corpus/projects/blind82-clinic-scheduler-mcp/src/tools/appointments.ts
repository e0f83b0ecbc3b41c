// Booking and cancellation tools; both ask the front desk to confirm before changing the schedule.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { appointmentById, bookSlot, cancelAppointment, patientById, slotById } from '../db.js';
import type { StateCodecs } from '../state/codecs.js';
import { fail, ok, staff, yesNo } from './common.js';

export function registerAppointmentTools(server, state: StateCodecs) {
  server.registerTool(
    'book_appointment',
    {
      description: 'Book a free slot for a patient after confirmation.',
      inputSchema: { slotId: z.string().uuid(), patientId: z.string().uuid(), reason: z.string().max(300) },
    },
    async (args, ctx) => {
      const me = staff(ctx);
      if (!me) return fail('Not signed in.');
      const carried = await ctx.mcpReq.requestState();
      if (!carried) {
        const [slot, patient] = await Promise.all([slotById(args.slotId), patientById(args.patientId)]);
        if (!slot || !me.clinicIds.includes(slot.clinic_id)) return fail('Slot not found.');
        if (slot.appointment_id) return fail('Slot already taken.');
        if (!patient || patient.clinic_id !== slot.clinic_id) return fail('Patient not registered at this clinic.');
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Book ${patient.full_name} on ${new Date(slot.starts_at).toLocaleString('en-GB')}?`,
              requestedSchema: yesNo('Book it'),
            }),
          },
          requestState: await state.mint({ slotId: slot.id, patientId: patient.id }, ctx),
        });
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return ok({ booked: false });
      const appointmentId = await bookSlot(carried.slotId, carried.patientId, me.userId, args.reason);
      return ok({ booked: true, appointmentId });
    },
  );

  server.registerTool(
    'cancel_appointment',
    {
      description: 'Cancel an appointment and release its slot.',
      inputSchema: { appointmentId: z.string().uuid() },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const me = staff(ctx);
      if (!me) return fail('Not signed in.');
      const carried = await ctx.mcpReq.requestState();
      if (!carried) {
        const appt = await appointmentById(args.appointmentId);
        if (!appt || !me.clinicIds.includes(appt.clinic_id)) return fail('Appointment not found.');
        if (appt.status === 'cancelled') return ok({ cancelled: false, reason: 'already cancelled' });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel the appointment on ${new Date(appt.starts_at).toLocaleString('en-GB')}?`,
              requestedSchema: yesNo('Cancel it'),
            }),
          },
          requestState: await state.mint({ appointmentId: appt.id }, ctx),
        });
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return ok({ cancelled: false });
      await cancelAppointment(carried.appointmentId, me.userId);
      return ok({ cancelled: true, appointmentId: carried.appointmentId });
    },
  );
}
