// cancel_provider_day: previews the affected appointments through RabbitMQ, confirms, then queues the cancellation.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { rpc, sendCommand, QUEUES } from '../messaging/rabbit.js';
import { sealState, openState, RejectedState } from '../crypto/sealedState.js';

export const TOOL = 'cancel_provider_day';
const CONFIRM = 'confirm_cancel_day';

export const inputShape = {
  providerId: z.string().uuid(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  reason: z.string().min(3).max(200),
  offerRebooking: z.boolean().default(true),
};

const say = (text: string, isError = false) => ({ content: [{ type: 'text', text }], isError });

type Preview = { providerName: string | null; count: number; appointmentIds: string[]; first: string | null; last: string | null };

export async function cancelProviderDay(args, extra) {
  const user = extra.authInfo?.extra;
  if (!user?.userId) return say('Authentication required.', true);
  if (user.role !== 'practice_manager') return say('Only practice managers can cancel a provider day.', true);
  const binding = { userId: user.userId, tool: TOOL, args };
  const meta = extra._meta ?? {};

  if (!meta.requestState) {
    const preview = await rpc<Preview>(QUEUES.previewDay, { providerId: args.providerId, date: args.date, clinicIds: user.clinicIds });
    if (preview.count === 0) return say(`No booked appointments for that provider on ${args.date}.`);
    return {
      content: [{ type: 'text', text: `Confirmation needed: ${preview.count} appointments will be cancelled.` }],
      _meta: {
        resultType: 'input_required',
        inputRequests: {
          [CONFIRM]: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Cancel ${preview.count} appointments with ${preview.providerName} on ${args.date} (${preview.first} – ${preview.last}) and text the patients?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Cancel the day' } }, required: ['confirm'] },
            },
          },
        },
        requestState: sealState({ appointmentIds: preview.appointmentIds }, binding),
      },
    };
  }

  let confirmed: { appointmentIds: string[] };
  try {
    confirmed = openState(meta.requestState, binding);
  } catch (err) {
    if (err instanceof RejectedState) return say(`Cannot continue: ${err.message}. Start again.`, true);
    throw err;
  }
  const answer = meta.inputResponses?.[CONFIRM];
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) return say('Nothing was cancelled.');

  const messageId = createHash('sha256').update(`${args.providerId}:${args.date}:${confirmed.appointmentIds.join(',')}`).digest('hex');
  sendCommand(
    QUEUES.cancelDay,
    { providerId: args.providerId, date: args.date, reason: args.reason, offerRebooking: args.offerRebooking, appointmentIds: confirmed.appointmentIds, requestedBy: user.userId },
    messageId,
  );
  return say(`Cancellation of ${confirmed.appointmentIds.length} appointments queued; patients will be texted.`);
}
