import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { userOf } from '../auth.js';
import type { CalendarState, StateCodec } from '../state/codec.js';
import { calendarFor, googleGrantFor } from '../tokens.js';

const input = z.object({
  eventId: z.string().min(1),
  notifyAttendees: z.boolean().default(true),
});

export function registerCancelMeeting(server: McpServer, codec: StateCodec) {
  server.registerTool(
    'cancel_meeting',
    {
      title: 'Cancel a meeting',
      description: 'Delete an event from your primary calendar, optionally emailing the attendees.',
      inputSchema: input,
      annotations: { destructiveHint: true },
    },
    async ({ eventId, notifyAttendees }, ctx) => {
      const calendar = calendarFor((await googleGrantFor(userOf(ctx))).accessToken);
      const state = ctx.mcpReq.requestState<CalendarState>();

      if (state === undefined) {
        const { data: event } = await calendar.events.get({ calendarId: 'primary', eventId });
        const when = event.start?.dateTime ?? event.start?.date ?? 'an unknown time';
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel "${event.summary}" (${when})${notifyAttendees ? ' and email the attendees' : ''}?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Cancel it' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await codec.mint({ tool: 'cancel_meeting', eventId, notify: notifyAttendees }, ctx),
        });
      }

      if (state.tool !== 'cancel_meeting' || state.eventId !== eventId || state.notify !== notifyAttendees) {
        return { isError: true, content: [{ type: 'text', text: 'This confirmation was for another request; ask again.' }] };
      }
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return { content: [{ type: 'text', text: 'Kept the meeting.' }] };

      await calendar.events.delete({ calendarId: 'primary', eventId, sendUpdates: notifyAttendees ? 'all' : 'none' });
      return { content: [{ type: 'text', text: `Cancelled ${eventId}.` }] };
    },
  );
}
