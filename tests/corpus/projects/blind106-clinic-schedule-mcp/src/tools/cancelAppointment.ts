// Tool: cancel one of the caller's own appointments after an explicit confirmation.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { cancelAppointment, getAppointment } from '../db.js';
import { notifyCancelled } from '../ehr.js';
import { mintState, readState, StateRejected } from '../state/stateTokens.js';
import { callerOf, digestArgs, text, toolError, whenLabel } from './helpers.js';

const TOOL = 'cancel_appointment';

export function registerCancelAppointment(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Cancel an upcoming appointment. The slot is released to other patients.',
      inputSchema: {
        appointmentId: z.string().uuid(),
        notifyClinician: z.boolean().default(true),
      },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const caller = callerOf(ctx);
      const appointment = await getAppointment(args.appointmentId);
      if (!appointment || appointment.patient_id !== caller.patientId) return toolError('No such appointment on your account.');

      let state;
      try {
        state = await readState(TOOL, ctx);
      } catch (err) {
        if (err instanceof StateRejected) return toolError('This cancellation request has expired; please start again.');
        throw err;
      }

      const argsDigest = digestArgs({ appointmentId: args.appointmentId, notifyClinician: args.notifyClinician });
      if (!state) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel your appointment at ${appointment.clinic_name} on ${whenLabel(appointment.starts_at)}?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Yes, cancel it' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await mintState(TOOL, { argsDigest }, ctx),
        });
      }

      if (state.argsDigest !== argsDigest) return toolError('The confirmation was given for a different request.');
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return text('Your appointment is unchanged.');
      if (!(await cancelAppointment(args.appointmentId, caller.patientId))) return toolError('The appointment could not be cancelled.');
      await notifyCancelled(args.appointmentId, args.notifyClinician);
      return text('Your appointment has been cancelled.');
    },
  );
}
