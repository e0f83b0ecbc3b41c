// send_reminders: lets the user pick a reminder template, then queues the batch for the command worker.
// @ts-nocheck
import { z } from 'zod';
import { reminderTemplates, appointmentsNeedingReminder } from '../db.js';
import { sendCommand, QUEUES } from '../messaging/rabbit.js';
import { sealState, openState, RejectedState } from '../crypto/sealedState.js';

export const TOOL = 'send_reminders';
const PICK = 'pick_template';

export const inputShape = {
  clinicId: z.string().uuid(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
};

const say = (text: string, isError = false) => ({ content: [{ type: 'text', text }], isError });

export async function sendReminders(args, extra) {
  const user = extra.authInfo?.extra;
  if (!user?.userId) return say('Authentication required.', true);
  if (!user.clinicIds.includes(args.clinicId)) return say('You do not work at that clinic.', true);
  const binding = { userId: user.userId, tool: TOOL, args };
  const meta = extra._meta ?? {};

  if (!meta.requestState) {
    const [templates, due] = await Promise.all([reminderTemplates(args.clinicId), appointmentsNeedingReminder(args.clinicId, args.date)]);
    if (due.length === 0) return say(`Every appointment on ${args.date} has had its reminder.`);
    if (templates.length === 0) return say('This clinic has no active reminder templates.', true);
    return {
      content: [{ type: 'text', text: `${due.length} patients are due a reminder.` }],
      _meta: {
        resultType: 'input_required',
        inputRequests: {
          [PICK]: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Which template should be sent to ${due.length} patients for ${args.date}?`,
              requestedSchema: {
                type: 'object',
                properties: { templateId: { type: 'string', enum: templates.map((t) => t.id), enumNames: templates.map((t) => t.name) } },
                required: ['templateId'],
              },
            },
          },
        },
        requestState: sealState({ offered: templates.map((t) => t.id) }, binding),
      },
    };
  }

  let pending: { offered: string[] };
  try {
    pending = openState(meta.requestState, binding);
  } catch (err) {
    if (err instanceof RejectedState) return say(`Cannot continue: ${err.message}.`, true);
    throw err;
  }
  const answer = meta.inputResponses?.[PICK];
  const templateId = answer?.action === 'accept' ? answer.content?.templateId : undefined;
  if (!templateId || !pending.offered.includes(templateId)) return say('No reminder template chosen; nothing sent.');

  sendCommand(QUEUES.sendReminders, { clinicId: args.clinicId, date: args.date, templateId, requestedBy: user.userId }, `rem-${args.clinicId}-${args.date}-${templateId}`);
  return say('Reminder batch queued.');
}
