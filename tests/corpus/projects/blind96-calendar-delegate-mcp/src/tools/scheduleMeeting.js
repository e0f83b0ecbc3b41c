// schedule_meeting tool: proposes free slots, lets the user pick one, then creates the event.
import { z } from 'zod';
import { config } from '../config.js';
import { calendar } from '../google/calendarApi.js';
import { googleAccessToken } from '../oauth/tokenVault.js';
import { saveDraft, takeDraft, createConnectTicket } from '../db.js';
import { sealState, openState, StateError } from '../state/jws.js';
import { inputRequired, elicitForm, elicitUrl, echoed, accepted, toolError } from '../roundTrip.js';
import { findSlots, slotArgs } from './findFreeTime.js';

const TOOL = 'schedule_meeting';

export function registerScheduleMeeting(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Schedule meeting',
      description: 'Find a common free slot, let the user choose, and send Google Calendar invitations.',
      inputSchema: { title: z.string().min(1).max(200), ...slotArgs },
    },
    async (args, extra) => {
      const userId = extra.authInfo?.extra?.userId;
      if (!userId) return toolError('Authentication required.');

      const accessToken = await googleAccessToken(userId);
      if (!accessToken) {
        const ticket = await createConnectTicket(userId);
        return inputRequired({
          note: 'Google Calendar is not connected yet.',
          inputRequests: {
            connect: elicitUrl(
              'Connect your Google Calendar so meetings can be created for you.',
              `${config.publicUrl}/oauth/google/start?ticket=${encodeURIComponent(ticket)}`,
              `connect-${ticket.slice(0, 12)}`,
            ),
          },
        });
      }

      const { state: raw, responses } = echoed(extra);
      if (!raw) {
        const busy = await calendar.freeBusy(accessToken, {
          emails: ['primary', ...args.attendees],
          timeMin: args.windowStart,
          timeMax: args.windowEnd,
        });
        const slots = findSlots(busy, args);
        if (slots.length === 0) return toolError('Nobody is free at the same time in that window.');

        const draftId = await saveDraft(userId, { slots });
        const requestState = await sealState(
          { draftId, apiVersion: config.calendarApiVersion },
          { userId, tool: TOOL, args },
        );
        return inputRequired({
          note: `${slots.length} possible slots found.`,
          inputRequests: {
            slot: elicitForm(`When should "${args.title}" take place?`, {
              slot: {
                type: 'string',
                title: 'Slot (UTC)',
                oneOf: slots.map((s, i) => ({ const: String(i), title: `${s.start.slice(0, 16)} – ${s.end.slice(11, 16)}` })),
              },
            }),
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
      const draft = await takeDraft(state.draftId, userId);
      if (!draft) return toolError('These slots have expired or were already used; please ask again.');

      const pick = accepted(responses, 'slot');
      if (!pick) return { content: [{ type: 'text', text: 'No meeting scheduled.' }] };
      const slot = draft.slots[Number(pick.slot)];
      if (!slot) return toolError('Choose one of the offered slots.');

      const event = await calendar.insertEvent(accessToken, 'primary', {
        summary: args.title,
        start: { dateTime: slot.start },
        end: { dateTime: slot.end },
        attendees: args.attendees.map((email) => ({ email })),
      });
      return {
        content: [{ type: 'text', text: `Scheduled "${args.title}" at ${slot.start}. ${event.htmlLink}` }],
        structuredContent: { eventId: event.id, start: slot.start, end: slot.end },
      };
    },
  );
}
