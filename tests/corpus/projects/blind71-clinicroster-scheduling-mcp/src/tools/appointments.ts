// Appointment tools: find_slots, book_appointment (slot held in Redis while the user confirms) and cancel_appointment.
// @ts-nocheck
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { loadClinic } from '../clinics.js';
import { config } from '../config.js';
import { placeHold, query, takeHold } from '../db.js';
import { bookSlot, cancelAppointment, getAppointment, searchSlots } from '../ehr.js';
import { argsDigest, digestMatches, mintState, principal } from '../stateCodec.js';

const BOOK = 'book_appointment';
const CANCEL = 'cancel_appointment';

const say = (text: string) => ({ content: [{ type: 'text', text }] });
const refuse = (text: string) => ({ content: [{ type: 'text', text }], isError: true });

async function activeClinic(ctx) {
  const p = principal(ctx);
  const clinic = await loadClinic(p.clinicId);
  if (!clinic?.active) throw new Error('clinic is not active');
  return { p, clinic };
}

export function registerAppointmentTools(server) {
  server.registerTool(
    'find_slots',
    {
      description: 'List free appointment slots on a date, optionally for one practitioner.',
      inputSchema: z.object({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        practitionerId: z.string().optional(),
      }),
      annotations: { readOnlyHint: true },
    },
    async ({ date, practitionerId }, ctx) => {
      const { clinic } = await activeClinic(ctx);
      const bundle = await searchSlots(clinic, date, practitionerId);
      const slots = (bundle.entry ?? []).map((e) => e.resource);
      if (slots.length === 0) return say(`No free slots on ${date}.`);
      return say(slots.map((s) => `${s.id}  ${s.start} – ${s.end}`).join('\n'));
    },
  );

  server.registerTool(
    BOOK,
    {
      description: 'Book a free slot for a patient. The slot is held for five minutes while you confirm.',
      inputSchema: z.object({
        slotId: z.string().min(1),
        patientId: z.string().min(1),
        reason: z.string().min(3).max(200),
      }),
    },
    async (args, ctx) => {
      const { p, clinic } = await activeClinic(ctx);
      const digest = argsDigest(BOOK, args);
      const state = await ctx.mcpReq.requestState();

      if (!state) {
        const [patient] = await query('SELECT display_name, phone FROM patients WHERE clinic_id = $1 AND id = $2', [clinic.id, args.patientId]);
        if (!patient) return refuse('Patient not found in this clinic.');
        const holdId = randomUUID();
        const held = await placeHold(clinic.id, holdId, { slotId: args.slotId, patientId: args.patientId, staffId: p.staffId, createdAt: Date.now() }, config.holdSeconds);
        if (!held) return refuse('Someone else is booking this slot right now. Pick another one.');
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Book ${patient.display_name} into slot ${args.slotId} for "${args.reason}"? Reminder SMS goes to ${patient.phone ?? 'no number on file'}.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean' }, sendReminder: { type: 'boolean', default: true } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await mintState({ tool: BOOK, holdId, digest }, ctx),
        });
      }

      if (state.tool !== BOOK || !digestMatches(state.digest, digest)) return refuse('This confirmation was for a different booking.');
      const hold = await takeHold(clinic.id, state.holdId);
      if (!hold || hold.staffId !== p.staffId || hold.slotId !== args.slotId) return refuse('The slot hold has expired. Search again.');
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return say('Booking cancelled; the slot is free again.');

      const appointment = await bookSlot(clinic, args.slotId, args.patientId, args.reason);
      await query(
        `INSERT INTO bookings (clinic_id, appointment_id, patient_id, booked_by, reminder_opt_in) VALUES ($1, $2, $3, $4, $5)`,
        [clinic.id, appointment.id, args.patientId, p.staffId, answer.sendReminder !== false],
      );
      return say(`Booked appointment ${appointment.id}.`);
    },
  );

  server.registerTool(
    CANCEL,
    {
      description: 'Cancel a booked appointment and free the slot.',
      inputSchema: z.object({ appointmentId: z.string().min(1), reason: z.string().min(3).max(200) }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const { p, clinic } = await activeClinic(ctx);
      const digest = argsDigest(CANCEL, args);
      const state = await ctx.mcpReq.requestState();

      if (!state) {
        const appt = await getAppointment(clinic, args.appointmentId);
        if (appt.status === 'cancelled') return refuse('That appointment is already cancelled.');
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel appointment ${args.appointmentId} on ${appt.start}? Reason: ${args.reason}`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await mintState({ tool: CANCEL, appointmentId: args.appointmentId, digest }, ctx),
        });
      }

      if (state.tool !== CANCEL || state.appointmentId !== args.appointmentId || !digestMatches(state.digest, digest)) {
        return refuse('This confirmation was for a different cancellation.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return say('Appointment kept.');
      await cancelAppointment(clinic, args.appointmentId, args.reason);
      await query('INSERT INTO cancellations (clinic_id, appointment_id, cancelled_by, reason) VALUES ($1, $2, $3, $4)', [
        clinic.id,
        args.appointmentId,
        p.staffId,
        args.reason,
      ]);
      return say(`Appointment ${args.appointmentId} cancelled.`);
    },
  );
}
