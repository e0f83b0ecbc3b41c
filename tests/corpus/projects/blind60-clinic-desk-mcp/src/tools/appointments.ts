import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { clinicApi, patientOf, type Ctx } from '../services.js';
import { stateCodec, type ClinicState } from '../state/codec.js';
import { stateFor } from '../state/guards.js';
import type { ClinicTool } from './index.js';

const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const pickSlot = (message: string, slots: { id: string; start: string; location: string }[]) =>
  inputRequired.elicit({
    message,
    requestedSchema: {
      type: 'object',
      properties: {
        slotId: {
          type: 'string',
          title: 'Time',
          oneOf: slots.map((s) => ({ const: s.id, title: `${when(s.start)} at ${s.location}` })),
        },
      },
      required: ['slotId'],
    },
  });

const findSlots: ClinicTool = {
  name: 'find_slots',
  description: 'Open appointment times for a provider in a date range',
  inputSchema: { providerId: z.string(), from: z.string().date(), to: z.string().date() },
  annotations: { readOnlyHint: true },
  handler: async ({ providerId, from, to }) => {
    const slots = await clinicApi.slots(providerId, from, to);
    return text(slots.length ? slots.map((s) => `${s.id}  ${when(s.start)}  ${s.location}`).join('\n') : 'No open times.');
  },
};

const listProviders: ClinicTool = {
  name: 'list_providers',
  description: 'Providers at Northside, optionally by specialty',
  inputSchema: { specialty: z.string().optional() },
  annotations: { readOnlyHint: true },
  handler: async ({ specialty }) => {
    const providers = await clinicApi.providers(specialty);
    return text(providers.map((p) => `${p.id}  ${p.name} (${p.specialty})`).join('\n'));
  },
};

const bookAppointment: ClinicTool = {
  name: 'book_appointment',
  description: 'Book an appointment with a provider; you will be asked to pick a time',
  inputSchema: { providerId: z.string(), from: z.string().date(), to: z.string().date() },
  handler: async ({ providerId, from, to }, ctx: Ctx) => {
    const patient = patientOf(ctx);
    const state = stateFor(ctx, 'book_appointment');
    if (!state) {
      const slots = (await clinicApi.slots(providerId, from, to)).slice(0, 12);
      if (slots.length === 0) return text('No open times in that range.');
      return inputRequired({
        inputRequests: { slot: pickSlot(`Pick a time with ${slots[0].providerName}`, slots) },
        requestState: await stateCodec.mint({ tool: 'book_appointment', providerId, slotIds: slots.map((s) => s.id) }, ctx),
      });
    }
    const choice = acceptedContent<{ slotId: string }>(ctx.mcpReq.inputResponses, 'slot');
    if (!choice || !state.slotIds.includes(choice.slotId)) return text('No time picked; nothing booked.');
    const appt = await clinicApi.book(patient, choice.slotId);
    return text(`Booked: ${when(appt.start)} with ${appt.providerName}, ${appt.location}. Reference ${appt.id}.`);
  },
};

const rescheduleAppointment: ClinicTool = {
  name: 'reschedule_appointment',
  description: 'Move one of your appointments to another time with the same provider',
  inputSchema: { appointmentId: z.string() },
  handler: async ({ appointmentId }, ctx: Ctx) => {
    const patient = patientOf(ctx);
    const state = stateFor(ctx, 'reschedule_appointment');
    if (!state) {
      const appt = await clinicApi.appointment(patient, appointmentId);
      const day = appt.start.slice(0, 10);
      const in14 = new Date(Date.parse(day) + 14 * 86_400_000).toISOString().slice(0, 10);
      const slots = (await clinicApi.slots(appt.providerId, day, in14)).slice(0, 12);
      return inputRequired({
        inputRequests: { slot: pickSlot(`Your visit is ${when(appt.start)}. Move it to:`, slots) },
        requestState: await stateCodec.mint(
          { tool: 'reschedule_appointment', appointmentId, slotIds: slots.map((s) => s.id) },
          ctx,
        ),
      });
    }
    const choice = acceptedContent<{ slotId: string }>(ctx.mcpReq.inputResponses, 'slot');
    if (!choice || !state.slotIds.includes(choice.slotId)) return text('Kept your current time.');
    const moved = await clinicApi.move(patient, state.appointmentId, choice.slotId);
    return text(`Moved to ${when(moved.start)}.`);
  },
};

const cancelAppointment: ClinicTool = {
  name: 'cancel_appointment',
  description: 'Cancel one of your appointments. Late cancellations may be charged.',
  inputSchema: { appointmentId: z.string() },
  annotations: { destructiveHint: true },
  handler: async ({ appointmentId }, ctx: Ctx) => {
    const patient = patientOf(ctx);
    const pending = ctx.mcpReq.requestState<ClinicState>(); // expect: require-state-binding
    if (pending && 'appointmentId' in pending) {
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Your appointment is kept.');
      await clinicApi.cancel(patient, pending.appointmentId);
      return text('Cancelled. You will get a confirmation e-mail.');
    }
    const appt = await clinicApi.appointment(patient, appointmentId);
    const late = Date.parse(appt.start) - Date.now() < 24 * 3_600_000;
    return inputRequired({
      inputRequests: {
        confirm: inputRequired.elicit({
          message: `Cancel ${when(appt.start)} with ${appt.providerName}?${late ? ' This is within 24 hours and a $40 fee applies.' : ''}`,
          requestedSchema: {
            type: 'object',
            properties: { confirm: { type: 'boolean', title: 'Cancel the appointment' } },
            required: ['confirm'],
          },
        }),
      },
      requestState: await stateCodec.mint({ tool: 'cancel_appointment', appointmentId }, ctx),
    });
  },
};

export const appointmentTools = [findSlots, listProviders, bookAppointment, rescheduleAppointment, cancelAppointment];
