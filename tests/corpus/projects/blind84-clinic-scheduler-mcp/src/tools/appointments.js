// Appointment tools: booking a patient into an open slot and cancelling an existing appointment.
'use strict';

const { Audited, ToolError } = require('./base-tool');
const { ConfirmableTool } = require('./confirmable-tool');
const { StatefulTool } = require('./stateful-tool');

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

class BookAppointmentTool extends Audited(StatefulTool) {
  get name() {
    return 'book_appointment';
  }

  get description() {
    return 'Book a patient into an open slot with a clinician on a given day.';
  }

  get inputSchema() {
    return {
      type: 'object',
      properties: {
        patientId: { type: 'string' },
        clinicianId: { type: 'string' },
        day: { type: 'string', format: 'date' },
      },
      required: ['patientId', 'clinicianId', 'day'],
    };
  }

  authorize(ctx) {
    if (!ctx.scopes.includes('appointments:write')) throw new ToolError('You are not allowed to book appointments.');
  }

  async run(args, ctx) {
    const { patients, slots, appointments } = this.deps.db;
    const patient = await patients.findInClinic(args.patientId, ctx.clinicId);
    if (!patient) throw new ToolError('Unknown patient.');

    const saved = this.unpackState(ctx);
    const pick = this.accepted(ctx, 'slot');
    if (saved && pick) {
      if (saved.patientId !== String(patient.id) || !saved.slotIds.includes(pick.slotId)) {
        throw new ToolError('That slot was not offered for this booking.');
      }
      const appointmentId = await appointments.book(pick.slotId, patient.id, ctx.userId);
      if (!appointmentId) return 'That slot was taken in the meantime; please try again.';
      await this.deps.notify.send(patient.id, 'appointment-booked', { appointmentId });
      return { appointmentId, slotId: pick.slotId };
    }

    const open = await slots.openSlots(args.clinicianId, ctx.clinicId, args.day);
    if (open.length === 0) return `No open slots on ${args.day}.`;
    const slotIds = open.map((s) => String(s.id));
    return this.inputRequired(
      {
        slot: this.elicit(`Choose a time for ${patient.full_name}.`, {
          slotId: { type: 'string', enum: slotIds, enumNames: open.map((s) => timeFormat.format(new Date(s.starts_at))) },
        }, ['slotId']),
      },
      this.packState(ctx, { patientId: String(patient.id), slotIds }),
    );
  }
}

class CancelAppointmentTool extends Audited(ConfirmableTool) {
  get name() {
    return 'cancel_appointment';
  }

  get description() {
    return 'Cancel a booked appointment, reopen its slot and tell the patient.';
  }

  get inputSchema() {
    return {
      type: 'object',
      properties: { appointmentId: { type: 'string' }, reason: { type: 'string', maxLength: 200 } },
      required: ['appointmentId', 'reason'],
    };
  }

  authorize(ctx) {
    if (!ctx.scopes.includes('appointments:write')) throw new ToolError('You are not allowed to cancel appointments.');
  }

  async summarize(args, ctx) {
    const appt = await this.deps.db.appointments.findInClinic(args.appointmentId, ctx.clinicId);
    if (!appt) throw new ToolError('Unknown appointment.');
    if (appt.status !== 'booked') throw new ToolError(`That appointment is already ${appt.status}.`);
    return `Cancel ${appt.full_name}'s appointment on ${new Date(appt.starts_at).toLocaleString('en-GB')} (${args.reason})?`;
  }

  async perform(args, ctx) {
    const appt = await this.deps.db.appointments.findInClinic(args.appointmentId, ctx.clinicId);
    if (!appt) throw new ToolError('Unknown appointment.');
    const done = await this.deps.db.appointments.cancel(appt.id, ctx.userId, args.reason);
    if (!done) return 'The appointment was not cancelled; it may already have been changed.';
    await this.deps.notify.send(appt.patient_id, 'appointment-cancelled', { appointmentId: appt.id });
    return `Appointment ${appt.id} cancelled.`;
  }
}

module.exports = { BookAppointmentTool, CancelAppointmentTool };
