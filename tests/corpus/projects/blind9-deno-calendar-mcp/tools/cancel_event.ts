import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { subjectOf, text, type ToolDeps } from '../types.ts';

const TOOL = 'cancel_event';

interface CancelState {
  summary: string;
  attendeeCount: number;
}

export default function cancelEvent(server: McpServer, { sealer, calendar, broker }: ToolDeps): void {
  server.registerTool(
    TOOL,
    {
      description: 'Cancel a calendar event and notify attendees. The user confirms by typing the title.',
      inputSchema: { calendarId: z.string().default('primary'), eventId: z.string().min(1) },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const sub = subjectOf(ctx);
      if (!sub) return text('Sign in to use the calendar.', true);
      // the exact event is part of the binding: a confirmation for one event cannot cancel another
      const binding = { sub, tool: TOOL, args: { calendarId: args.calendarId, eventId: args.eventId } };
      const raw = ctx.mcpReq.requestState<string>();
      const { accessToken } = await broker.accessTokenFor(sub);

      if (!raw) {
        const event = await calendar.getEvent(accessToken, args.calendarId, args.eventId);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Type the event title to cancel "${event.summary}" for ${event.attendees?.length ?? 0} attendee(s).`,
              requestedSchema: {
                type: 'object',
                properties: { title: { type: 'string', title: 'Event title' } },
                required: ['title'],
              },
            }),
          },
          requestState: await sealer.seal<CancelState>(
            { summary: event.summary, attendeeCount: event.attendees?.length ?? 0 },
            binding,
          ),
        });
      }

      const state = await sealer.open<CancelState>(raw, binding);
      if (!state) return text('This confirmation expired or does not match the event. Please start again.', true);

      const answer = acceptedContent<{ title: string }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.title.trim() !== state.summary.trim()) {
        return text('The title did not match; the event was kept.');
      }

      await calendar.deleteEvent(accessToken, args.calendarId, args.eventId);
      return text(`Cancelled "${state.summary}" and notified ${state.attendeeCount} attendee(s).`);
    },
  );
}
