import type { CallParams, ClinicTool } from '../mcp';
import { cancel, getAppointment } from '../scheduling';
import { openBox, sealBox } from '../state-box';

const TOOL = 'cancel_appointment';

const say = (text: string, isError = false) => ({ isError, content: [{ type: 'text', text }] });

export const cancelAppointment: ClinicTool = {
  definition: {
    name: TOOL,
    title: 'Cancel an appointment',
    description: 'Cancels one of the patient’s upcoming appointments after they confirm.',
    inputSchema: {
      type: 'object',
      properties: { appointmentId: { type: 'string' } },
      required: ['appointmentId'],
    },
    annotations: { destructiveHint: true },
  },

  async run(params: CallParams, userId: string) {
    const { appointmentId } = params.arguments as { appointmentId: string };
    // The arguments are part of the box's additional data: a "yes" opens only for this appointment.
    const binding = { userId, tool: TOOL, args: { appointmentId } };

    if (!params.requestState) {
      const appointment = await getAppointment(appointmentId);
      if (appointment.patientId !== userId || appointment.status !== 'booked') {
        return say('You have no upcoming appointment with that reference.', true);
      }
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Cancel your appointment with ${appointment.practitioner} at ${appointment.clinicName} on ${appointment.startsAt}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            },
          },
        },
        requestState: await sealBox({ step: 'confirm', startsAt: appointment.startsAt }, binding),
      };
    }

    const round = await openBox<{ step: 'confirm'; startsAt: string }>(params.requestState, binding);
    if (!round) return say('That confirmation ran out or was for another appointment. Please ask again.', true);

    const answer = params.inputResponses?.confirm;
    if (answer?.action !== 'accept' || answer.content?.confirm !== true) return say('Your appointment is still booked.');

    await cancel(appointmentId);
    return say(`Cancelled your appointment on ${round.startsAt}.`);
  },
};
