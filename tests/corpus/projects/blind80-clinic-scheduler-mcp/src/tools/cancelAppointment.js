// Tool: cancels a booked appointment after the staff member confirms.
'use strict';

const { failure } = require('../middleware/pipeline');

const TOOL = 'cancel_appointment';

class CancelAppointmentTool {
  constructor({ appointments, stateSealer, notifier }) {
    this.appointments = appointments;
    this.sealer = stateSealer;
    this.notifier = notifier;
    this.name = TOOL;
    this.definition = {
      name: TOOL,
      description: 'Cancel a booked appointment and free its slot. Asks for confirmation first.',
      inputSchema: {
        type: 'object',
        properties: {
          appointmentId: { type: 'string', format: 'uuid' },
          reason: { type: 'string', enum: ['patient_request', 'practitioner_unavailable', 'no_show', 'duplicate'] },
        },
        required: ['appointmentId', 'reason'],
      },
      annotations: { destructiveHint: true },
    };
  }

  async handle(call) {
    const { args, staff } = call;

    if (!call.rawState) {
      const appt = await this.appointments.findForClinic(args.appointmentId, staff.clinicId);
      if (!appt || appt.status !== 'booked') return failure('No booked appointment with that id at your clinic.');
      return {
        content: [],
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Cancel ${appt.patient_name}'s appointment on ${new Date(appt.starts_at).toLocaleString('en-GB')}?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean' }, notifyPatient: { type: 'boolean', default: true } },
                required: ['confirm'],
              },
            },
          },
        },
        requestState: this.sealer.seal({
          sub: staff.id,
          tool: TOOL,
          appointmentId: args.appointmentId,
          reason: args.reason,
        }),
      };
    }

    const state = this.sealer.open(call.rawState);
    if (!state || state.tool !== TOOL) return failure('This cancellation request has expired.');
    if (state.appointmentId !== args.appointmentId || state.reason !== args.reason) {
      return failure('The cancellation details changed. Please start again.');
    }
    const answer = call.inputResponses.confirm;
    if (!answer || answer.action !== 'accept' || !answer.content.confirm) {
      return { content: [{ type: 'text', text: 'Appointment kept.' }] };
    }

    const cancelled = await this.appointments.cancel(state.appointmentId, staff.id, state.reason); // expect-todo: require-state-binding
    if (!cancelled) return failure('The appointment was already cancelled or moved.');
    if (answer.content.notifyPatient !== false) {
      const contact = await this.appointments.patientContact(cancelled.patient_id);
      if (contact && contact.sms_opt_in) await this.notifier.sms(contact.mobile, 'Your clinic appointment has been cancelled. Call us to rebook.');
    }
    return { content: [{ type: 'text', text: `Cancelled appointment ${cancelled.id}.` }] };
  }
}

module.exports = { CancelAppointmentTool };
