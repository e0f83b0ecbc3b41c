import { z } from 'zod';
import { accessTokenFor, deleteEvent, getEvent } from '../google.js';
import { consume, peek, stash } from '../pending.js';

const TOOL = 'cancel_event';

const Args = z.object({
  eventId: z.string().min(1),
  notifyAttendees: z.boolean().default(true),
});

export const definition = {
  name: TOOL,
  description: 'Cancel an event on your primary calendar, after you confirm it.',
  inputSchema: {
    type: 'object',
    properties: {
      eventId: { type: 'string' },
      notifyAttendees: { type: 'boolean', default: true },
    },
    required: ['eventId'],
  },
  annotations: { destructiveHint: true },
};

const sameArgs = (a, b) => a.eventId === b.eventId && a.notifyAttendees === b.notifyAttendees;

const refuse = (why) => ({
  isError: true,
  content: [{ type: 'text', text: `Cannot use this confirmation (${why}). Ask to cancel the event again.` }],
});

export async function call(params, caller) {
  const args = Args.parse(params.arguments ?? {});
  const accessToken = await accessTokenFor(caller.userId);

  if (!params.requestState) {
    const event = await getEvent(accessToken, args.eventId);
    const handle = await stash({ userId: caller.userId, tool: TOOL, args });
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message:
              `Cancel "${event.summary}" on ${event.start?.dateTime ?? event.start?.date}` +
              (args.notifyAttendees ? ` and notify ${event.attendees?.length ?? 0} attendees?` : ' without notifying anyone?'),
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          },
        },
      },
      requestState: handle,
    };
  }

  const record = await peek(params.requestState);
  if (!record) return refuse('expired or unknown');
  if (record.userId !== caller.userId || record.tool !== TOOL) return refuse('not issued to you for this tool');
  if (record.expiresAt <= Date.now()) return refuse('expired');
  if (!sameArgs(record.args, args)) return refuse('the event or options changed since you confirmed');
  if (!(await consume(params.requestState))) return refuse('already used');

  const reply = params.inputResponses?.confirm;
  if (reply?.action !== 'accept' || reply.content?.confirm !== true) {
    return { content: [{ type: 'text', text: 'Kept the event.' }] };
  }
  await deleteEvent(accessToken, record.args.eventId, { notify: record.args.notifyAttendees });
  return { content: [{ type: 'text', text: `Cancelled ${record.args.eventId}.` }] };
}
