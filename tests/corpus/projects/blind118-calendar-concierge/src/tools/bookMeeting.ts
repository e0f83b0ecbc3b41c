// Handler for book_meeting, which confirms the meeting details before creating the event.
// @ts-nocheck
import { signState, verifyState, StateRejected } from '../stateJwt';
import { sessionFor } from '../tokenStore';
import { insertEvent } from '../google';
import { accepted, elicit, text, userIdOf, type Extra, type Params } from './common';

const TOOL = 'book_meeting';

interface BookClaims {
  summary: string;
  start: string;
  end: string;
  attendees: string[];
  calendarId: string;
  gAccess: string;
}

export async function bookMeeting(params: Params, extra: Extra) {
  const userId = userIdOf(extra);
  const args = params.arguments as { summary: string; start: string; end: string; attendees: string[] };

  if (!params.requestState) {
    const session = await sessionFor(userId);
    const claims: BookClaims = { ...args, calendarId: session.calendarId, gAccess: session.accessToken }; // expect: no-secrets-in-state
    return elicit(
      'attendees',
      `Book "${args.summary}" ${args.start}–${args.end} and invite ${args.attendees.join(', ')}?`,
      { send: { type: 'boolean', title: 'Send invitations' } },
      signState({ ...claims }, userId, TOOL),
    );
  }

  let claims: BookClaims;
  try {
    claims = verifyState<BookClaims>(params.requestState, userId, TOOL);
  } catch (err) {
    if (err instanceof StateRejected) return text(`Confirmation expired or invalid: ${err.message}`, true);
    throw err;
  }
  if (!accepted<{ send: boolean }>(params, 'attendees')?.send) return text('Not booked.');

  const event = await insertEvent(claims.gAccess, claims.calendarId, claims);
  return text(`Booked: ${event.htmlLink}`);
}
