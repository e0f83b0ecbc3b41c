import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { staffOf } from '@/lib/auth';
import { env } from '@/lib/env';
import { cancelAppointment, getAppointment, pmsSession } from '@/lib/pms';
import { issueRoundState, readRoundState } from '@/lib/round-trip';
import { formatWhen, text, toolError } from '@/lib/results';

const TOOL = 'cancel_appointment';

interface CancelConfirmation {
  step: 'confirm';
  summary: string;
}

export function registerCancelAppointment(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      title: 'Cancel an appointment',
      description: 'Cancels a booked appointment after the user confirms. Optionally texts the owner.',
      inputSchema: z.object({
        appointmentId: z.string().describe('PMS appointment id, e.g. AP-88213'),
        reason: z.string().max(300).optional(),
      }),
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async ({ appointmentId, reason }, ctx) => {
      const staff = staffOf(ctx);
      const session = await pmsSession(staff.clinicId);
      const token = ctx.mcpReq.requestState<string>();

      if (token === undefined) {
        const appt = await getAppointment(session.accessToken, staff.clinicId, appointmentId);
        if (!appt) return toolError(`No appointment ${appointmentId} at this clinic.`);
        if (appt.status !== 'booked') return toolError(`Appointment ${appointmentId} is ${appt.status}, not booked.`);

        const summary = `${appt.petName} (${appt.ownerName}), ${appt.type} with ${appt.vetName}, ${formatWhen(appt.startsAt, env.CLINIC_TIMEZONE)}`;
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel ${summary}?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  confirm: { type: 'boolean', title: 'Yes, cancel it' },
                  notifyOwner: { type: 'boolean', title: 'Text the owner', default: true },
                },
                required: ['confirm'],
              },
            }),
          },
          requestState: await issueRoundState<CancelConfirmation>({ step: 'confirm', summary }, { userId: staff.userId, tool: TOOL }), // expect: require-state-binding
        });
      }

      const confirmation = await readRoundState<CancelConfirmation>(token, { userId: staff.userId, tool: TOOL });
      if (confirmation?.step !== 'confirm') return toolError('This confirmation has expired. Please ask again.');

      const answer = acceptedContent<{ confirm: boolean; notifyOwner?: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('OK, the appointment stays booked.');

      const cancelled = await cancelAppointment(session.accessToken, staff.clinicId, appointmentId, {
        reason,
        notifyOwner: answer.notifyOwner ?? true,
        cancelledBy: staff.userId,
      });
      return text(`Cancelled ${cancelled.id} (${confirmation.summary}).${answer.notifyOwner === false ? '' : ' Owner notified.'}`);
    },
  );
}
