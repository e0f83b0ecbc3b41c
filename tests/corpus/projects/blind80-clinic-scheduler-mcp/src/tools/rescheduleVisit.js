// Tool: moves an existing appointment to another open slot chosen by staff.
'use strict';

const { failure } = require('../middleware/pipeline');

const TOOL = 'reschedule_visit';

class RescheduleVisitTool {
  constructor({ appointments, notifier }) {
    this.appointments = appointments;
    this.notifier = notifier;
    this.name = TOOL;
    this.definition = {
      name: TOOL,
      description: 'Move an appointment to a different open slot, optionally with another practitioner.',
      inputSchema: {
        type: 'object',
        properties: {
          appointmentId: { type: 'string', format: 'uuid' },
          practitionerId: { type: 'string', format: 'uuid' },
        },
        required: ['appointmentId'],
      },
    };
  }

  async handle(call) {
    const { args, staff } = call;

    if (!call.draft) {
      const appt = await this.appointments.findForClinic(args.appointmentId, staff.clinicId);
      if (!appt || appt.status !== 'booked') return failure('No booked appointment with that id at your clinic.');
      const slots = await this.appointments.openSlots(staff.clinicId, args.practitionerId || appt.practitioner_id);
      if (slots.length === 0) return failure('No alternative slots are open right now.');
      const draft = {
        appointmentId: appt.id,
        patientId: appt.patient_id,
        slots: slots.map((s) => ({ id: s.id, startsAt: s.starts_at })),
      };
      return {
        content: [],
        resultType: 'input_required',
        inputRequests: {
          slot: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Move ${appt.patient_name} to which slot?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  slotId: { type: 'string', oneOf: draft.slots.map((s) => ({ const: s.id, title: new Date(s.startsAt).toLocaleString('en-GB') })) },
                },
                required: ['slotId'],
              },
            },
          },
        },
        requestState: 'v0:' + Buffer.from(JSON.stringify(draft)).toString('base64url'), // expect: require-sealed-state
      };
    }

    const draft = call.draft;
    if (draft.appointmentId !== args.appointmentId) return failure('This reschedule request belongs to another appointment.');
    const answer = call.inputResponses.slot;
    if (!answer || answer.action !== 'accept') return { content: [{ type: 'text', text: 'Appointment left unchanged.' }] };
    const chosen = draft.slots.find((s) => s.id === answer.content.slotId);
    if (!chosen) return failure('That slot was not offered.');

    const moved = await this.appointments.moveTo(draft.appointmentId, chosen.id, staff.id);
    if (!moved) return failure('That slot is no longer free.');
    const contact = await this.appointments.patientContact(draft.patientId);
    if (contact && contact.sms_opt_in) {
      await this.notifier.sms(contact.mobile, `Your appointment has moved to ${new Date(moved.starts_at).toLocaleString('en-GB')}.`);
    }
    return { content: [{ type: 'text', text: `Appointment ${moved.id} moved.` }] };
  }
}

module.exports = { RescheduleVisitTool };
