import { createHash } from 'node:crypto';
import { z } from 'zod';
import { openState, sealState } from '../crypto/sealedState.js';
import { calendarWith, delegatedTokenFor, type DelegatedToken } from '../google.js';
import type { Tool } from '../rpc/dispatcher.js';

const TOOL = 'cancel_event';

const Args = z.object({
  calendarId: z.string().default('primary'),
  eventId: z.string().min(1),
  notifyAttendees: z.boolean().default(true),
});
type Args = z.infer<typeof Args>;

interface CancelState {
  argsDigest: string;
  etag: string;
  // travels inside AES-GCM, never readable by the client
  google: DelegatedToken;
}

/** Digest of the exact, normalised arguments the user confirmed. Not a secret. */
function digestArgs(args: Args): string {
  const canonical = JSON.stringify([TOOL, args.calendarId, args.eventId, args.notifyAttendees]);
  return createHash('sha256').update(canonical).digest('base64url');
}

export const cancelEvent: Tool = {
  name: TOOL,
  description: 'Cancel (delete) a calendar event, optionally notifying the attendees.',
  inputSchema: {
    type: 'object',
    properties: {
      calendarId: { type: 'string' },
      eventId: { type: 'string' },
      notifyAttendees: { type: 'boolean' },
    },
    required: ['eventId'],
  },
  annotations: { destructiveHint: true },

  async call(rawArgs, { user, requestState, inputResponses }) {
    const args = Args.parse(rawArgs);
    const binding = { userId: user.id, tool: TOOL };

    if (!requestState) {
      const google = await delegatedTokenFor(user.email);
      const { data: event } = await calendarWith(google.accessToken).events.get({
        calendarId: args.calendarId,
        eventId: args.eventId,
      });
      const attendees = event.attendees?.length ?? 0;
      const state: CancelState = { argsDigest: digestArgs(args), etag: event.etag ?? '', google };

      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Cancel "${event.summary}" on ${event.start?.dateTime ?? event.start?.date}` +
                (args.notifyAttendees && attendees ? ` and email ${attendees} attendees?` : '?'),
              requestedSchema: {
                type: 'object',
                properties: { cancel: { type: 'boolean', title: 'Cancel the event' } },
                required: ['cancel'],
              },
            },
          },
        },
        requestState: sealState(state, binding),
      };
    }

    const state = openState<CancelState>(requestState, binding);
    if (state.argsDigest !== digestArgs(args)) {
      return { isError: true, content: [{ type: 'text', text: 'The arguments changed after confirmation.' }] };
    }
    const answer = inputResponses.confirm;
    if (answer?.action !== 'accept' || answer.content?.cancel !== true) {
      return { content: [{ type: 'text', text: 'Nothing cancelled.' }] };
    }

    const google = state.google.expiresAt > Date.now() + 30_000 ? state.google : await delegatedTokenFor(user.email);
    const calendar = calendarWith(google.accessToken);
    const { data: current } = await calendar.events.get({ calendarId: args.calendarId, eventId: args.eventId });
    if (current.etag !== state.etag) {
      return { isError: true, content: [{ type: 'text', text: 'The event was edited meanwhile; please look again.' }] };
    }

    await calendar.events.delete({
      calendarId: args.calendarId,
      eventId: args.eventId,
      sendUpdates: args.notifyAttendees ? 'all' : 'none',
    });
    return { content: [{ type: 'text', text: `Cancelled "${current.summary}".` }] };
  },
};
