// cancel_series tool: deletes a whole recurring event series after the organiser confirms.
import { z } from 'zod';
import { config } from '../config.js';
import { calendar } from '../google/calendarApi.js';
import { googleAccessToken } from '../oauth/tokenVault.js';
import { sealState, openState, StateError } from '../state/jws.js';
import { inputRequired, elicitForm, echoed, accepted, toolError } from '../roundTrip.js';

const TOOL = 'cancel_series';

export function registerCancelSeries(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Cancel recurring meeting',
      description: 'Delete every occurrence of a recurring meeting you organise and notify the attendees.',
      inputSchema: {
        eventId: z.string().min(1),
        calendarId: z.string().default('primary'),
        notifyAttendees: z.boolean().default(true),
      },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      const userId = extra.authInfo?.extra?.userId;
      if (!userId) return toolError('Authentication required.');
      const accessToken = await googleAccessToken(userId);
      if (!accessToken) return toolError('Connect Google Calendar first (schedule_meeting will offer a link).');

      const { state: raw, responses } = echoed(extra);
      if (!raw) {
        const event = await calendar.getEvent(accessToken, args.calendarId, args.eventId);
        if (!event.recurrence) return toolError('That event is not a recurring series.');
        if (!event.organizer?.self) return toolError('Only the organiser can cancel the series.');

        const requestState = await sealState(
          { etag: event.etag, apiVersion: config.calendarApiVersion },
          { userId, tool: TOOL, args },
        );
        const who = (event.attendees ?? []).length;
        return inputRequired({
          note: 'Confirmation required.',
          inputRequests: {
            confirm: elicitForm(
              `Delete every occurrence of "${event.summary}" (${event.recurrence.join('; ')})?${args.notifyAttendees ? ` ${who} attendees will be notified.` : ''}`,
              { confirm: { type: 'boolean', title: 'Delete the whole series' } },
            ),
          },
          requestState,
        });
      }

      let state;
      try {
        state = await openState(raw, { userId, tool: TOOL, args });
      } catch (err) {
        if (err instanceof StateError) return toolError(err.message);
        throw err;
      }
      if (accepted(responses, 'confirm')?.confirm !== true) {
        return { content: [{ type: 'text', text: 'The series was kept.' }] };
      }

      const result = await calendar.deleteEvent(accessToken, args.calendarId, args.eventId, {
        etag: state.etag,
        notify: args.notifyAttendees,
      });
      if (result.conflict) return toolError('The series was edited after you confirmed; please review it again.');
      return { content: [{ type: 'text', text: `Series ${args.eventId} deleted.` }] };
    },
  );
}
