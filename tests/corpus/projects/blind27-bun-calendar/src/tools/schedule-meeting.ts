import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { createEvent, freeSlots } from '../calendar-api';
import { claim, stash } from '../slot-cache';
import stateCodecFor, { userIdOf } from '../state';

const TOOL = 'schedule_meeting';

interface ScheduleState {
  offer: string;
  title: string;
}

export default function registerScheduleMeeting(server: McpServer) {
  const codec = stateCodecFor<ScheduleState>(TOOL);

  server.registerTool(
    TOOL,
    {
      description: 'Find a free 30-minute slot for a group and book it.',
      inputSchema: {
        title: z.string().min(1).max(120),
        attendees: z.array(z.string().email()).min(1).max(20),
        day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      },
    },
    async (args, ctx) => {
      const userId = userIdOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const slots = await freeSlots(userId, args.attendees, args.day);
        if (slots.length === 0) return { content: [{ type: 'text', text: `Nobody is free together on ${args.day}.` }] };
        const offer = stash(userId, args.attendees, slots.slice(0, 8));
        return inputRequired({
          inputRequests: {
            slot: inputRequired.elicit({
              message: `Pick a time for "${args.title}"`,
              requestedSchema: {
                type: 'object',
                properties: {
                  index: {
                    type: 'integer',
                    oneOf: slots.slice(0, 8).map((s, i) => ({ const: i, title: `${s.start} – ${s.end}` })),
                  },
                },
                required: ['index'],
              },
            }),
          },
          requestState: await codec.mint({ offer, title: args.title }, ctx),
        });
      }

      let state: ScheduleState;
      try {
        state = await codec.verify(raw, ctx);
      } catch {
        return { content: [{ type: 'text', text: 'Invalid or expired requestState' }], isError: true };
      }

      const offer = claim(userId, state.offer);
      if (!offer) return { content: [{ type: 'text', text: 'Those slots are no longer held; try again.' }], isError: true };
      const pick = acceptedContent<{ index: number }>(ctx.mcpReq.inputResponses, 'slot');
      const slot = pick ? offer.slots[pick.index] : undefined;
      if (!slot) return { content: [{ type: 'text', text: 'No slot chosen.' }] };

      const event = await createEvent(userId, {
        title: state.title,
        start: slot.start,
        end: slot.end,
        attendees: offer.attendees,
      });
      return { content: [{ type: 'text', text: `Booked ${event.id} at ${slot.start}.` }] };
    },
  );
}
