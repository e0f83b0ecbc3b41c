// cancel_appointment tool: cancels a booked visit after the owner confirms.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { appointmentForOwner, cancelAppointmentRow } from '../db.js';
import { requireOwner } from '../auth.js';
import { mintState, stateFor, toolError } from '../state.js';
import { formatWhen, sendSms } from '../services/notify.js';

const TOOL = 'cancel_appointment';

export function registerCancelAppointment(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Cancel one of your booked appointments. Late cancellations may be charged.',
      inputSchema: z.object({
        appointmentId: z.string().uuid(),
        reason: z.string().max(200).default('cancelled by owner'),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ appointmentId, reason }, ctx) => {
      const { userId } = requireOwner(ctx);
      const appt = await appointmentForOwner(appointmentId, userId);
      if (!appt || appt.status !== 'booked') return toolError('No booked appointment with that reference on your account.');

      const hoursAway = (new Date(appt.startsAt).getTime() - Date.now()) / 3_600_000;
      const state = await stateFor(TOOL, ctx);
      if (!state) {
        const fee = hoursAway < 24 ? ' A late-cancellation fee of €25 applies.' : '';
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel ${appt.petName}'s visit on ${formatWhen(appt.startsAt)}?${fee}`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Yes, cancel it' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await mintState(TOOL, { step: 'confirm', lateFee: hoursAway < 24 }, ctx), // expect: require-state-binding
        });
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return { content: [{ type: 'text', text: 'Nothing was cancelled.' }] };

      const done = await cancelAppointmentRow(appointmentId, userId, reason);
      if (!done) return toolError('The appointment could not be cancelled; it may already be cancelled.');
      await sendSms(appt.phone, `Pawprint: ${appt.petName}'s visit on ${formatWhen(appt.startsAt)} is cancelled.`);
      return {
        content: [{ type: 'text', text: `Cancelled appointment ${appointmentId}.${state.lateFee ? ' A €25 late fee was added to your account.' : ''}` }],
      };
    },
  );
}
