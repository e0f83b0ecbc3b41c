import { getCalendarFor } from '../google.js';
import { accepted, askForm, refuse, say, type ToolDef } from './types.js';

type CancelArgs = { calendarId: string; eventId: string };

interface CancelState extends Record<string, unknown> {
  etag: string;
  summary: string;
}

const cancelMeeting: ToolDef<CancelArgs> = {
  name: 'cancel_meeting',
  description: 'Cancels a meeting you organise and optionally notifies the attendees.',
  inputSchema: {
    type: 'object',
    properties: { calendarId: { type: 'string', default: 'primary' }, eventId: { type: 'string' } },
    required: ['eventId'],
  },
  annotations: { destructiveHint: true },

  async run(args, ctx) {
    const bind = { sub: ctx.userId, tool: this.name, args };
    const calendar = await getCalendarFor(ctx.userId);

    if (!ctx.requestState) {
      const { data: event } = await calendar.events.get({ calendarId: args.calendarId, eventId: args.eventId });
      if (!event.organizer?.self) return refuse('You can only cancel meetings you organise.');
      const state = await ctx.tokens.mint({ etag: event.etag ?? '', summary: event.summary ?? '(no title)' } satisfies CancelState, bind);
      return askForm(
        'confirm',
        `Cancel "${event.summary}" on ${event.start?.dateTime ?? event.start?.date}?`,
        {
          type: 'object',
          properties: {
            confirm: { type: 'boolean', title: 'Cancel the meeting' },
            notify: { type: 'boolean', title: 'Email the attendees', default: true },
          },
          required: ['confirm'],
        },
        state,
      );
    }

    const state = await ctx.tokens.open<CancelState>(ctx.requestState, bind);
    if (!state) return refuse('This confirmation is invalid or has expired. Please ask again.');

    const answer = accepted(ctx, 'confirm');
    if (answer?.confirm !== true) return say(`"${state.summary}" was left as is.`);

    // The event must not have changed since the user looked at it.
    const { data: current } = await calendar.events.get({ calendarId: args.calendarId, eventId: args.eventId });
    if (current.etag !== state.etag) return refuse('The meeting changed since you confirmed; please review it again.');

    await calendar.events.delete({
      calendarId: args.calendarId,
      eventId: args.eventId,
      sendUpdates: answer.notify === false ? 'none' : 'all',
    });
    return say(`Cancelled "${state.summary}".`);
  },
};

export default cancelMeeting;
