// cancel_appointment tool: cancels a booked appointment and texts the patient, after staff confirmation.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { STATE_API_VERSION, argsDigest, callerId, sameOrigin } from '../state.js';

const TOOL = 'cancel_appointment';

const fail = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });
const ok = (text: string) => ({ content: [{ type: 'text', text }] });

export function registerCancel(server, { codec, db, sms }) {
  server.registerTool(
    TOOL,
    {
      description: 'Cancel a booked appointment and notify the patient by SMS.',
      inputSchema: {
        appointmentId: z.string().uuid(),
        reason: z.string().min(3).max(300),
        notifyPatient: z.boolean().default(true),
      },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = callerId(ctx);
      const appt = await db.appointment(args.appointmentId);
      if (!appt || !(await db.canManageClinic(userId, appt.clinic_id))) return fail('Appointment not found.');
      if (appt.status !== 'booked') return ok(`That appointment is already ${appt.status}.`);

      const digest = argsDigest(TOOL, args);
      const prior = await ctx.mcpReq.requestState();

      if (!prior) {
        const requestState = await codec.mint({ apiVersion: STATE_API_VERSION, tool: TOOL, argsDigest: digest }, ctx);
        const when = new Date(appt.starts_at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel ${appt.display_name}'s appointment on ${when}?${args.notifyPatient ? ' The patient will get an SMS.' : ''}`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Cancel appointment' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      if (!sameOrigin(prior, TOOL) || prior.argsDigest !== digest) {
        return fail('This confirmation belongs to a different request. Please ask again.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer || answer.confirm !== true) return ok('The appointment was kept.');

      await db.cancel(appt.id, userId, args.reason);
      if (args.notifyPatient && appt.mobile) {
        await sms.send(appt.mobile, `Your appointment on ${new Date(appt.starts_at).toDateString()} was cancelled. Please call us to rebook.`);
      }
      return ok('Appointment cancelled.');
    },
  );
}
