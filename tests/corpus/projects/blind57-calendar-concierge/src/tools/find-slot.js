import { z } from 'zod';
import { accessTokenFor, busyTimes, insertEvent } from '../google.js';
import { issueRoundToken, readRoundToken } from '../round-token.js';

const TOOL = 'find_meeting_slot';
const STEP_MS = 30 * 60_000;

const Args = z.object({
  title: z.string().min(1).max(200),
  attendees: z.array(z.string().email()).min(1).max(20),
  durationMinutes: z.number().int().min(15).max(240).default(30),
  withinDays: z.number().int().min(1).max(14).default(5),
});

export const definition = {
  name: TOOL,
  description: 'Find free slots shared by all attendees in the next days, let the user pick one, and book it.',
  inputSchema: {
    type: 'object',
    properties: {
      title: { type: 'string' },
      attendees: { type: 'array', items: { type: 'string', format: 'email' } },
      durationMinutes: { type: 'integer', default: 30 },
      withinDays: { type: 'integer', default: 5 },
    },
    required: ['title', 'attendees'],
  },
};

function freeSlots(busy, from, to, durationMs, limit = 6) {
  const slots = [];
  for (let t = Math.ceil(from.getTime() / STEP_MS) * STEP_MS; t + durationMs <= to.getTime(); t += STEP_MS) {
    const hour = new Date(t).getUTCHours();
    if (hour < 7 || hour >= 16) continue;
    const clash = busy.some((b) => Date.parse(b.start) < t + durationMs && Date.parse(b.end) > t);
    if (!clash) slots.push(new Date(t).toISOString());
    if (slots.length === limit) break;
  }
  return slots;
}

export async function call(params, caller) {
  const args = Args.parse(params.arguments ?? {});
  const binding = { userId: caller.userId, tool: TOOL };
  const accessToken = await accessTokenFor(caller.userId);

  if (!params.requestState) {
    const from = new Date(Date.now() + 60 * 60_000);
    const to = new Date(from.getTime() + args.withinDays * 86_400_000);
    const busy = await busyTimes(accessToken, args.attendees, from, to);
    const slots = freeSlots(busy, from, to, args.durationMinutes * 60_000);
    if (slots.length === 0) {
      return { content: [{ type: 'text', text: `No common free ${args.durationMinutes}-minute slot in ${args.withinDays} days.` }] };
    }
    return {
      resultType: 'input_required',
      inputRequests: {
        slot: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Pick a time for "${args.title}" with ${args.attendees.join(', ')}`,
            requestedSchema: {
              type: 'object',
              properties: { start: { type: 'string', enum: slots, title: 'Start (UTC)' } },
              required: ['start'],
            },
          },
        },
      },
      requestState: await issueRoundToken(
        { slots, title: args.title, attendees: args.attendees, durationMinutes: args.durationMinutes },
        binding,
      ),
    };
  }

  const round = await readRoundToken(params.requestState, binding);
  if (!round) {
    return { isError: true, content: [{ type: 'text', text: 'Those slots are stale or not yours. Search again.' }] };
  }
  const reply = params.inputResponses?.slot;
  const start = reply?.action === 'accept' ? reply.content?.start : undefined;
  if (typeof start !== 'string' || !round.slots.includes(start)) {
    return { content: [{ type: 'text', text: 'No slot picked; nothing booked.' }] };
  }

  const end = new Date(Date.parse(start) + round.durationMinutes * 60_000).toISOString();
  const event = await insertEvent(accessToken, { title: round.title, start, end, attendees: round.attendees });
  return {
    content: [{ type: 'text', text: `Booked "${round.title}" at ${start}: ${event.htmlLink}` }],
    structuredContent: { eventId: event.id, start, end },
  };
}
