import { z } from 'zod';
import type { DraftStore } from '../store/drafts.js';
import { calendarWith, delegatedTokenFor } from '../google.js';
import type { Tool } from '../rpc/dispatcher.js';

const TOOL = 'schedule_meeting';

const Args = z.object({
  title: z.string().min(1).max(200),
  attendees: z.array(z.string().email()).max(50).default([]),
});

const Slot = z.object({
  start: z.string().datetime({ offset: true }),
  durationMinutes: z.number().int().min(5).max(480),
  addMeet: z.boolean().default(false),
});

interface MeetingDraft {
  title: string;
  attendees: string[];
}

export function scheduleMeeting(drafts: DraftStore): Tool {
  return {
    name: TOOL,
    description: 'Create a meeting; asks the user for a time slot.',
    inputSchema: {
      type: 'object',
      properties: { title: { type: 'string' }, attendees: { type: 'array', items: { type: 'string' } } },
      required: ['title'],
    },

    async call(rawArgs, { user, requestState, inputResponses }) {
      const owner = { userId: user.id, tool: TOOL };

      if (!requestState) {
        const args = Args.parse(rawArgs);
        const handle = await drafts.create<MeetingDraft>(owner, { title: args.title, attendees: args.attendees });
        return {
          resultType: 'input_required',
          inputRequests: {
            slot: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: `When should "${args.title}" take place?`,
                requestedSchema: {
                  type: 'object',
                  properties: {
                    start: { type: 'string', format: 'date-time' },
                    durationMinutes: { type: 'integer', minimum: 5, maximum: 480 },
                    addMeet: { type: 'boolean' },
                  },
                  required: ['start', 'durationMinutes'],
                },
              },
            },
          },
          // an opaque random handle: the draft never leaves Redis
          requestState: handle,
        };
      }

      const draft = await drafts.take<MeetingDraft>(requestState, owner);
      if (!draft) {
        return { isError: true, content: [{ type: 'text', text: 'This scheduling session expired; start again.' }] };
      }
      const answer = inputResponses.slot;
      if (answer?.action !== 'accept') return { content: [{ type: 'text', text: 'Scheduling cancelled.' }] };

      const slot = Slot.parse(answer.content);
      const start = new Date(slot.start);
      const end = new Date(start.getTime() + slot.durationMinutes * 60_000);
      const { accessToken } = await delegatedTokenFor(user.email);
      const { data: event } = await calendarWith(accessToken).events.insert({
        calendarId: 'primary',
        conferenceDataVersion: slot.addMeet ? 1 : 0,
        sendUpdates: 'all',
        requestBody: {
          summary: draft.title,
          start: { dateTime: start.toISOString() },
          end: { dateTime: end.toISOString() },
          attendees: draft.attendees.map((email) => ({ email })),
          conferenceData: slot.addMeet
            ? { createRequest: { requestId: `${owner.userId}-${start.getTime()}`, conferenceSolutionKey: { type: 'hangoutsMeet' } } }
            : undefined,
        },
      });
      return { content: [{ type: 'text', text: `Scheduled: ${event.htmlLink}` }] };
    },
  };
}
