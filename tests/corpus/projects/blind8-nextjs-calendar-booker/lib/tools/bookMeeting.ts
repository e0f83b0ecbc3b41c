import { mintState, readState } from '../state';

export interface Session {
  userId: string;
  email: string;
  googleRefreshToken: string;
}

export const bookMeetingTool = {
  name: 'book_meeting',
  description: 'Find a free slot with the attendees and put it on the calendar.',
  inputSchema: {
    type: 'object',
    properties: { attendees: { type: 'array', items: { type: 'string' } }, minutes: { type: 'integer' } },
    required: ['attendees'],
  },
};

async function freeSlots(refreshToken: string, attendees: string[]): Promise<string[]> {
  const res = await fetch('https://calendar-proxy.internal/freebusy', {
    method: 'POST',
    headers: { 'x-refresh-token': refreshToken, 'content-type': 'application/json' },
    body: JSON.stringify({ attendees }),
  });
  return ((await res.json()) as { slots: string[] }).slots.slice(0, 5);
}

export async function bookMeeting(session: Session, args: { attendees: string[] }, params: any) {
  if (!params.requestState) {
    const slots = await freeSlots(session.googleRefreshToken, args.attendees);
    const requestState = await mintState(bookMeetingTool.name, session.userId, {
      attendees: args.attendees,
      google: session.googleRefreshToken, // expect: no-secrets-in-state
    });
    return {
      resultType: 'input_required',
      inputRequests: {
        slot: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: 'Which slot works?',
            requestedSchema: { type: 'object', properties: { slot: { type: 'string', enum: slots } }, required: ['slot'] },
          },
        },
      },
      requestState,
    };
  }

  const claims = await readState(params.requestState, bookMeetingTool.name, session.userId);
  const chosen = params.inputResponses?.slot?.content?.slot as string | undefined;
  if (!chosen) return { isError: true, content: [{ type: 'text', text: 'No slot chosen' }] };
  await fetch('https://calendar-proxy.internal/events', {
    method: 'POST',
    headers: { 'x-refresh-token': claims.google ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({ start: chosen, attendees: claims.attendees, organizer: session.email }),
  });
  return { content: [{ type: 'text', text: `Booked ${chosen}` }] };
}
