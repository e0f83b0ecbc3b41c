// Models book_meeting: offers free slots, seals the offer bound to user and tool, and reopens it with the same binding.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { sealFlow, openFlow, currentUser } from '../security/index.js';
import * as calendar from '../calendar.js';

const TOOL = 'book_meeting';
const slotSchema = z.object({ slot: z.string() });

export default function registerBookMeeting(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Find a common free slot with attendees and book it',
      inputSchema: z.object({ attendees: z.array(z.string().email()).min(1), minutes: z.number().int().default(30) }),
    },
    async (args, ctx) => {
      const userId = currentUser(ctx);
      const chosen = acceptedContent(ctx.mcpReq.inputResponses, 'slot', slotSchema);

      if (!chosen) {
        const slots = await calendar.freeSlots([userId, ...args.attendees], args.minutes);
        const requestState = await sealFlow({ slots, attendees: args.attendees, minutes: args.minutes }, { userId, tool: TOOL });
        return inputRequired({
          inputRequests: { slot: inputRequired.elicit({ message: `Pick a slot: ${slots.join(', ')}`, requestedSchema: slotSchema }) },
          requestState,
        });
      }

      const offer = await openFlow(ctx.mcpReq.requestState(), { userId, tool: TOOL });
      if (!offer || !offer.slots.includes(chosen.slot)) {
        return { isError: true, content: [{ type: 'text', text: 'That slot was not offered, or the offer expired.' }] };
      }
      const event = await calendar.book(userId, offer.attendees, chosen.slot, offer.minutes);
      return { content: [{ type: 'text', text: `Booked ${event.id} at ${chosen.slot}.` }] };
    },
  );
}
