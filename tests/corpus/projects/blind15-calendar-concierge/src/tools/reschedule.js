import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';

export const RESCHEDULE = 'reschedule_meeting';

const MAX_OPTIONS = 8;

export function registerReschedule(server, { store, stateCodec }) {
  server.registerTool(
    RESCHEDULE,
    {
      description: 'Offer free slots for a meeting and move it to the one the user picks.',
      inputSchema: z.object({
        eventId: z.string().min(5),
        durationMinutes: z.number().int().min(15).max(240).default(30),
        withinDays: z.number().int().min(1).max(14).default(5),
      }),
    },
    async (args, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      const state = await stateCodec.expectState(ctx, RESCHEDULE, args);

      if (!state) {
        const grantRef = store.grantRefFor(userId);
        if (!grantRef) return { content: [{ type: 'text', text: 'Connect your calendar first.' }], isError: true };
        const token = await store.accessToken(grantRef, userId);
        const event = await store.getEvent(token, args.eventId);

        const slots = [];
        for await (const slot of store.freeSlots(token, { from: new Date(), days: args.withinDays, minutes: args.durationMinutes })) {
          slots.push(slot.start);
          if (slots.length === MAX_OPTIONS) break;
        }
        if (slots.length === 0) return { content: [{ type: 'text', text: 'No free slot in that window.' }] };

        return inputRequired({
          inputRequests: {
            slot: inputRequired.elicit({
              message: `Move "${event.summary}" to which slot?`,
              requestedSchema: {
                type: 'object',
                properties: { start: { type: 'string', enum: slots, title: 'New start time' } },
                required: ['start'],
              },
            }),
          },
          // Only the opaque vault reference travels; the refresh token itself stays in the store.
          requestState: await stateCodec.mint(RESCHEDULE, args, { slots, grantRef }, ctx),
        });
      }

      const choice = acceptedContent(ctx.mcpReq.inputResponses, 'slot');
      if (!choice) return { content: [{ type: 'text', text: 'Left the meeting where it is.' }] };
      if (!state.slots.includes(choice.start)) {
        return { content: [{ type: 'text', text: 'That slot was not one of the options.' }], isError: true };
      }

      const token = await store.accessToken(state.grantRef, userId);
      const end = new Date(Date.parse(choice.start) + args.durationMinutes * 60_000).toISOString();
      await store.moveEvent(token, args.eventId, choice.start, end);
      return { content: [{ type: 'text', text: `Moved to ${choice.start}. Attendees were notified.` }] };
    },
  );
}
