// Appointment tools: find_slots, book_appointment and cancel_appointment.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { digestArgs } from '../util/bytes';

const CANCEL_TOOL = 'cancel_appointment';

const fail = (text: string) => ({ content: [{ type: 'text', text }], isError: true });
const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

export function registerBookingTools(server, deps) {
  server.registerTool(
    'find_slots',
    {
      title: 'Find free slots',
      description: 'List free appointment slots at your clinic for a specialty and date range.',
      inputSchema: z.object({
        specialty: z.enum(['general', 'physio', 'dermatology', 'pediatrics']),
        from: z.string().date(),
        to: z.string().date(),
      }),
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const who = ctx.http?.authInfo?.extra;
      if (!who?.clinicId) return fail('Sign in first.');
      const slots = await deps.db.findSlots(who.clinicId, args.specialty, args.from, `${args.to}T23:59:59Z`);
      return {
        content: [{ type: 'text', text: slots.map((s) => `${s.id}  ${when(s.starts_at)}  ${s.duration_min} min  ${s.practitioner}`).join('\n') || 'No free slots.' }],
        structuredContent: { slots },
      };
    },
  );

  server.registerTool(
    'book_appointment',
    {
      title: 'Book appointment',
      description: 'Book a free slot. Optionally sends an SMS confirmation.',
      inputSchema: z.object({ slotId: z.string().uuid(), reason: z.string().min(3).max(300) }),
    },
    async (args, ctx) => {
      const who = ctx.http?.authInfo?.extra;
      if (!who?.patientId) return fail('Sign in first.');
      const prefs = acceptedContent<{ sms: boolean }>(ctx.mcpReq.inputResponses, 'sms');
      if (!prefs) {
        return inputRequired({
          inputRequests: {
            sms: inputRequired.elicit({
              message: 'Would you like a text message confirming this booking?',
              requestedSchema: { type: 'object', properties: { sms: { type: 'boolean', default: true } }, required: ['sms'] },
            }),
          },
        });
      }
      const booked = await deps.db.bookSlot(who.patientId, args.slotId, args.reason);
      if (!booked) return fail('That slot was just taken. Please pick another.');
      if (prefs.sms) {
        const appt = await deps.db.getAppointment(who.patientId, booked.appointment_id);
        if (appt?.phone) await deps.sms.send(appt.phone, `ClinicBook: booked for ${when(booked.starts_at)} with ${appt.practitioner}.`);
      }
      return { content: [{ type: 'text', text: `Booked appointment ${booked.appointment_id} for ${when(booked.starts_at)}.` }] };
    },
  );

  server.registerTool(
    CANCEL_TOOL,
    {
      title: 'Cancel appointment',
      description: 'Cancel one of your booked appointments. The slot is released to other patients.',
      inputSchema: z.object({ appointmentId: z.string().uuid(), notifyBySms: z.boolean().default(true) }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const who = ctx.http?.authInfo?.extra;
      if (!who?.patientId) return fail('Sign in first.');
      const appt = await deps.db.getAppointment(who.patientId, args.appointmentId);
      if (!appt || appt.status !== 'booked') return fail('No booked appointment with that id.');

      const argsDigest = await digestArgs(args);
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const requestState = await deps.cancelCodec.mint({ tool: CANCEL_TOOL, appointmentId: appt.id, argsDigest }, ctx);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel your ${when(appt.starts_at)} appointment with ${appt.practitioner}?`,
              requestedSchema: { type: 'object', properties: { cancel: { type: 'boolean' } }, required: ['cancel'] },
            }),
          },
          requestState,
        });
      }

      let pending;
      try {
        pending = await deps.cancelCodec.verify(raw, ctx);
      } catch {
        return fail('This cancellation request has expired or is not valid. Please ask again.');
      }
      if (pending.tool !== CANCEL_TOOL || pending.appointmentId !== args.appointmentId || pending.argsDigest !== argsDigest) {
        return fail('This confirmation belongs to a different request.');
      }

      const answer = acceptedContent<{ cancel: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.cancel) return { content: [{ type: 'text', text: 'Your appointment is unchanged.' }] };

      const done = await deps.db.cancelAppointment(who.patientId, args.appointmentId);
      if (done && args.notifyBySms && appt.phone) {
        await deps.sms.send(appt.phone, `ClinicBook: your ${when(appt.starts_at)} appointment is cancelled.`);
      }
      return done ? { content: [{ type: 'text', text: 'Appointment cancelled.' }] } : fail('The appointment could not be cancelled.');
    },
  );
}
