// Tool: books a patient into one of the next open slots after staff pick one.
'use strict';

const { failure } = require('../middleware/pipeline');

const TOOL = 'book_appointment';

class BookAppointmentTool {
  constructor({ appointments, stateSealer, notifier }) {
    this.appointments = appointments;
    this.sealer = stateSealer;
    this.notifier = notifier;
    this.name = TOOL;
    this.definition = {
      name: TOOL,
      description: 'Book a patient into an open slot. Offers the next available slots and asks which one to take.',
      inputSchema: {
        type: 'object',
        properties: {
          patientId: { type: 'string', format: 'uuid' },
          practitionerId: { type: 'string', format: 'uuid' },
          reason: { type: 'string', maxLength: 200 },
        },
        required: ['patientId', 'reason'],
      },
    };
  }

  async handle(call) {
    const { args, staff } = call;

    if (!call.rawState) {
      const slots = await this.appointments.openSlots(staff.clinicId, args.practitionerId);
      if (slots.length === 0) return failure('No open slots in the search window.');
      return {
        content: [],
        resultType: 'input_required',
        inputRequests: {
          slot: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: 'Which slot should the patient take?',
              requestedSchema: {
                type: 'object',
                properties: {
                  slotId: {
                    type: 'string',
                    oneOf: slots.map((s) => ({ const: s.id, title: new Date(s.starts_at).toLocaleString('en-GB') })),
                  },
                },
                required: ['slotId'],
              },
            },
          },
        },
        requestState: this.sealer.seal({
          sub: staff.id,
          tool: TOOL,
          patientId: args.patientId,
          slotIds: slots.map((s) => s.id),
        }),
      };
    }

    const state = this.sealer.open(call.rawState);
    if (!state || state.sub !== staff.id || state.tool !== TOOL || state.patientId !== args.patientId) {
      return failure('This booking request has expired. Please start again.');
    }
    const answer = call.inputResponses.slot;
    if (!answer || answer.action !== 'accept') return { content: [{ type: 'text', text: 'Booking abandoned.' }] };
    const slotId = answer.content && answer.content.slotId;
    if (!state.slotIds.includes(slotId)) return failure('That slot was not one of the offered options.');

    const booked = await this.appointments.book(slotId, state.patientId, staff.id, args.reason);
    if (!booked) return failure('Someone else just took that slot. Please try again.');
    const contact = await this.appointments.patientContact(state.patientId);
    if (contact && contact.sms_opt_in) {
      await this.notifier.sms(contact.mobile, `Your appointment is booked for ${new Date(booked.starts_at).toLocaleString('en-GB')}.`);
    }
    return { content: [{ type: 'text', text: `Booked appointment ${booked.id}.` }] };
  }
}

module.exports = { BookAppointmentTool };
