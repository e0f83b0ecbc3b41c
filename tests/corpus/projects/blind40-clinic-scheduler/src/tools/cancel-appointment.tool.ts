import { inputRequired, acceptedContent, type ServerContext } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { EhrClient } from '../ehr/ehr.client.js';
import { RequestStates } from '../state/request-state.codec.js';
import { ClinicTool, Tool, callerOf, rejected, text } from './tool.decorator.js';

const TOOL = 'cancel_appointment';

interface CancelState {
  tool: typeof TOOL;
  appointmentId: string;
}

@Tool({
  name: TOOL,
  description: 'Cancel a booked appointment after confirming with the user',
  input: { appointmentId: z.string() },
  destructive: true,
})
export class CancelAppointmentTool extends ClinicTool<{ appointmentId: string }> {
  constructor(
    private readonly ehr: EhrClient,
    private readonly states: RequestStates,
  ) {
    super();
  }

  async handle({ appointmentId }: { appointmentId: string }, ctx: ServerContext) {
    callerOf(ctx);
    const bearer = ctx.http!.authInfo!.token;
    const state = ctx.mcpReq.requestState<CancelState>();

    if (state === undefined) {
      const appt = await this.ehr.appointment(bearer, appointmentId);
      if (!appt || appt.status !== 'booked') return text(`Appointment ${appointmentId} is not active.`);
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Cancel the appointment on ${appt.start} with ${appt.clinician}?`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          }),
        },
        requestState: await this.states.mint<CancelState>({ tool: TOOL, appointmentId }, ctx),
      });
    }

    if (state.tool !== TOOL || state.appointmentId !== appointmentId) return rejected('confirmation was for another request');

    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (answer?.confirm !== true) return text('Kept the appointment.');

    await this.ehr.cancel(bearer, appointmentId);
    return text(`Cancelled appointment ${appointmentId}.`);
  }
}
