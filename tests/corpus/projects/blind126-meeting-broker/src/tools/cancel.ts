// cancel_meeting tool that asks the organiser to confirm before cancelling an event.
// @ts-nocheck
import { createHash, timingSafeEqual } from 'node:crypto';
import { calendar } from '../calendar';
import { acceptState, issueState } from '../stateVersions';
import type { ToolCallParams, ToolResult } from './types';

export const name = 'cancel_meeting';

export const definition = {
  name,
  description: 'Cancel a meeting you organise. Asks before cancelling.',
  inputSchema: {
    type: 'object',
    properties: { eventId: { type: 'string' }, notify: { type: 'boolean', default: true } },
    required: ['eventId'],
  },
  annotations: { destructiveHint: true },
};

interface CancelData {
  argsDigest: string;
}

function digest(args: { eventId: string; notify?: boolean }): Buffer {
  return createHash('sha256')
    .update(JSON.stringify({ eventId: args.eventId, notify: args.notify ?? true }))
    .digest();
}

const fail = (text: string): ToolResult => ({ content: [{ type: 'text', text }], isError: true });

export async function run(params: ToolCallParams, user: string): Promise<ToolResult> {
  const args = params.arguments as { eventId: string; notify?: boolean };
  const event = await calendar.getEvent(args.eventId);
  if (event.organizer !== user) return fail('Only the organiser can cancel this meeting.');

  if (!params.requestState) {
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Cancel "${event.title}" on ${event.start} for ${event.attendees.length} attendee(s)?`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          },
        },
      },
      requestState: issueState<CancelData>({ argsDigest: digest(args).toString('base64url') }, user, name),
    };
  }

  const state = acceptState<CancelData>(params.requestState, user, name);
  const expected = digest(args);
  const got = Buffer.from(state.data.argsDigest, 'base64url');
  if (got.length !== expected.length || !timingSafeEqual(got, expected)) {
    return fail('The confirmation was for different arguments.');
  }
  const reply = params.inputResponses?.confirm;
  if (reply?.action !== 'accept' || reply.content?.confirm !== true) {
    return { content: [{ type: 'text', text: 'Kept the meeting.' }] };
  }
  await calendar.cancelEvent(args.eventId, args.notify ?? true);
  return { content: [{ type: 'text', text: `Cancelled "${event.title}".` }] };
}
