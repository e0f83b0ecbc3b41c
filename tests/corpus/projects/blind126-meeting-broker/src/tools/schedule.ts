// schedule_meeting tool that holds free slots, lets the organiser pick, then books.
// @ts-nocheck
import { calendar } from '../calendar';
import { holds } from '../holdStore';
import { STATE_TTL_MS } from '../sealer';
import { acceptState, issueState } from '../stateVersions';
import type { ToolCallParams, ToolResult } from './types';

export const name = 'schedule_meeting';

export const definition = {
  name,
  description: 'Find a free slot for a meeting, let the organiser pick one, and book it.',
  inputSchema: {
    type: 'object',
    properties: {
      title: { type: 'string' },
      attendees: { type: 'array', items: { type: 'string' } },
      minutes: { type: 'integer', minimum: 15, maximum: 240 },
    },
    required: ['title', 'attendees', 'minutes'],
  },
};

interface ScheduleData {
  holdId: string;
}

export async function run(params: ToolCallParams, user: string): Promise<ToolResult> {
  const args = params.arguments as { title: string; attendees: string[]; minutes: number };

  if (!params.requestState) {
    const slots = await calendar.freeSlots(user, args.attendees, args.minutes);
    if (slots.length === 0) return { content: [{ type: 'text', text: 'No common free time this week.' }] };
    // The slot list stays on our side; the client only gets the hold id, sealed.
    const hold = holds.insert.run(user, `primary:${user}`, slots, STATE_TTL_MS);
    return {
      resultType: 'input_required',
      inputRequests: {
        slot: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Pick a time for "${args.title}"`,
            requestedSchema: {
              type: 'object',
              properties: { slot: { type: 'string', enum: slots } },
              required: ['slot'],
            },
          },
        },
      },
      requestState: issueState<ScheduleData>({ holdId: hold.id }, user, name),
    };
  }

  const state = acceptState<ScheduleData>(params.requestState, user, name);
  const hold = holds.byId.get(state.data.holdId);
  if (!hold || hold.owner !== user) {
    return { content: [{ type: 'text', text: 'That booking session has ended.' }], isError: true };
  }
  const reply = params.inputResponses?.slot;
  const slot = reply?.action === 'accept' ? (reply.content?.slot as string | undefined) : undefined;
  if (!slot || !hold.slots.includes(slot)) {
    holds.remove.run(hold.id);
    return { content: [{ type: 'text', text: 'No slot chosen.' }] };
  }
  const event = await calendar.createEvent(hold.calendarId, args.title, slot, args.minutes, args.attendees);
  holds.remove.run(hold.id);
  return { content: [{ type: 'text', text: `Booked "${event.title}" at ${event.start}.` }] };
}
