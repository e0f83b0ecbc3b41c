import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { principalOf } from '../lib/principal.js';

const TOOL = 'book_meeting';
const OPTIONS = ['a', 'b', 'c'];

const label = (slot) =>
  new Date(slot.start).toLocaleString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }) + ' UTC';

async function firstN(iterable, n) {
  const out = [];
  for await (const item of iterable) {
    out.push(item);
    if (out.length === n) break;
  }
  return out;
}

export function bookSlot({ calendar, state, holds }) {
  return {
    name: TOOL,
    config: {
      description: 'Find a free slot with the given people and book it once you pick one.',
      inputSchema: {
        title: z.string().min(1).max(120),
        attendees: z.array(z.email()).min(1).max(20),
        durationMinutes: z.number().int().min(15).max(240).default(30),
        withinDays: z.number().int().min(1).max(14).default(5),
      },
    },

    async handler(args, ctx) {
      const me = principalOf(ctx);
      const pending = await state.resume(TOOL, args, ctx);

      if (pending === undefined) {
        const slots = await firstN(calendar.freeSlots(me.userId, args), OPTIONS.length);
        if (slots.length === 0) {
          return { content: [{ type: 'text', text: `No common free slot in the next ${args.withinDays} days.` }] };
        }
        const holdTokens = Object.fromEntries(slots.map((slot, i) => [OPTIONS[i], holds.place(me.userId, slot)]));
        return inputRequired({
          inputRequests: {
            pick: inputRequired.elicit({
              message: `Pick a time for "${args.title}":\n` + slots.map((s, i) => `${OPTIONS[i]}) ${label(s)}`).join('\n'),
              requestedSchema: {
                type: 'object',
                properties: { option: { type: 'string', enum: OPTIONS.slice(0, slots.length) } },
                required: ['option'],
              },
            }),
          },
          requestState: await state.mint(TOOL, args, { holdTokens }, ctx),
        });
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'pick');
      const chosen = answer && Object.hasOwn(pending.holdTokens, answer.option) ? pending.holdTokens[answer.option] : undefined;
      const others = Object.values(pending.holdTokens).filter((t) => t !== chosen);
      holds.release(others);
      if (!chosen) return { content: [{ type: 'text', text: 'No time picked; nothing booked.' }] };

      const slot = holds.claim(chosen, me.userId);
      if (!slot) return { content: [{ type: 'text', text: 'That slot was released; please search again.' }], isError: true };

      const event = await calendar.insert(me.userId, {
        summary: args.title,
        start: { dateTime: slot.start },
        end: { dateTime: slot.end },
        attendees: args.attendees.map((email) => ({ email })),
      });
      return { content: [{ type: 'text', text: `Booked "${args.title}" for ${label(slot)} (${event.htmlLink}).` }] };
    },
  };
}
