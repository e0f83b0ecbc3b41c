// cancel_appointment: cancels an EHR appointment after the front desk confirms, using sealed and bound state.
import { z } from 'zod';
import { appointmentById, cancelAppointment as cancelInEhr } from '../ehr.js';
import { audit } from '../intakes.js';
import { seal, unseal } from '../sealer.js';
import { bindTo, checkBinding } from '../binding.js';
import { accepted, askFor, form, pipe, stateOf, text, toolError } from '../fp.js';

const TOOL = 'cancel_appointment';

const inputSchema = {
  appointmentId: z.string().regex(/^[A-Za-z0-9.-]{1,64}$/),
  reason: z.enum(['patient-request', 'clinician-unavailable', 'rescheduled', 'other']),
};

const atClinic = (clinicId) => (appointment) =>
  appointment?.participant?.some((p) => p.actor?.reference === `Location/${clinicId}`) ?? false;

const describe = (appointment) => `${appointment.description ?? 'Appointment'} on ${new Date(appointment.start).toLocaleString('en-GB')}`;

const ask = (args, caller, appointment) => {
  const requestState = pipe(
    bindTo({ userId: caller.userId, tool: TOOL, args }),
    seal,
  )({ appointmentId: appointment.id, etag: appointment.etag });
  return askFor({ confirm: form(`Cancel ${describe(appointment)}? Reason: ${args.reason}`, { confirm: { type: 'boolean' } }) }, requestState);
};

const apply = async (args, caller, appointment, extra) => {
  const state = pipe(unseal, checkBinding({ userId: caller.userId, tool: TOOL, args }))(stateOf(extra));
  if (state.appointmentId !== appointment.id) return toolError('This confirmation is for a different appointment.');
  if (accepted('confirm')(extra)?.confirm !== true) return text('Appointment kept.');
  await cancelInEhr(appointment, args.reason, state.etag);
  await audit({ actor: caller.userId, action: 'appointment.cancel', target: appointment.id, detail: { reason: args.reason } });
  return text(`Cancelled ${describe(appointment)}.`);
};

export const cancelAppointment = {
  name: TOOL,
  config: {
    title: 'Cancel appointment',
    description: 'Cancel a booked appointment at your clinic. Asks for confirmation first.',
    inputSchema,
    annotations: { destructiveHint: true },
  },
  run: async (args, caller, extra) => {
    const appointment = await appointmentById(args.appointmentId);
    if (!appointment || !atClinic(caller.clinicId)(appointment)) return toolError('Appointment not found at your clinic.');
    if (appointment.status === 'cancelled') return text('That appointment is already cancelled.');
    return stateOf(extra) ? apply(args, caller, appointment, extra) : ask(args, caller, appointment);
  },
};
