import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { principalOf } from '../lib/principal.js';

const TOOL = 'cancel_meeting';

export function cancelMeeting({ calendar, state }) {
  return {
    name: TOOL,
    config: {
      description: 'Cancel a meeting you organise. Asks you to confirm first.',
      inputSchema: {
        eventId: z.string().min(1),
        notifyAttendees: z.boolean().default(true),
      },
      annotations: { destructiveHint: true },
    },

    async handler(args, ctx) {
      const me = principalOf(ctx);
      const pending = await state.resume(TOOL, args, ctx);

      if (pending === undefined) {
        const event = await calendar.event(me.userId, args.eventId);
        if (event.organizer?.email?.toLowerCase() !== me.email) {
          return { content: [{ type: 'text', text: 'You can only cancel meetings you organise.' }], isError: true };
        }
        const who = (event.attendees ?? []).length;
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel "${event.summary}" on ${event.start.dateTime ?? event.start.date}` +
                (args.notifyAttendees ? ` and notify ${who} attendee(s)?` : ' without notifying anyone?'),
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Cancel the meeting' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await state.mint(TOOL, args, { summary: event.summary }, ctx),
        });
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) {
        return { content: [{ type: 'text', text: `"${pending.summary}" was left as it is.` }] };
      }
      await calendar.cancel(me.userId, args.eventId, args.notifyAttendees);
      return { content: [{ type: 'text', text: `Cancelled "${pending.summary}".` }] };
    },
  };
}
