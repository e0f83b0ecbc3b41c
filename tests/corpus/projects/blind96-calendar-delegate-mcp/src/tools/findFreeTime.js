// find_free_time tool and the slot-finding helper shared with schedule_meeting.
import { z } from 'zod';
import { calendar } from '../google/calendarApi.js';
import { googleAccessToken } from '../oauth/tokenVault.js';
import { toolError } from '../roundTrip.js';

const STEP_MS = 15 * 60 * 1000;

export function findSlots(freeBusy, { windowStart, windowEnd, durationMinutes }, max = 5) {
  const busy = Object.values(freeBusy.calendars ?? {})
    .flatMap((c) => c.busy ?? [])
    .map((b) => [Date.parse(b.start), Date.parse(b.end)]);
  const length = durationMinutes * 60 * 1000;
  const slots = [];
  for (let t = Math.ceil(Date.parse(windowStart) / STEP_MS) * STEP_MS; t + length <= Date.parse(windowEnd); t += STEP_MS) {
    const hour = new Date(t).getUTCHours();
    if (hour < 7 || hour >= 18) continue;
    if (busy.some(([s, e]) => t < e && t + length > s)) continue;
    slots.push({ start: new Date(t).toISOString(), end: new Date(t + length).toISOString() });
    if (slots.length >= max) break;
  }
  return slots;
}

export const slotArgs = {
  attendees: z.array(z.string().email()).min(1).max(20),
  durationMinutes: z.number().int().min(15).max(240).default(30),
  windowStart: z.string().datetime(),
  windowEnd: z.string().datetime(),
};

export function registerFindFreeTime(server) {
  server.registerTool(
    'find_free_time',
    {
      title: 'Find free time',
      description: 'Find up to five slots in which you and the attendees are all free (07:00–18:00 UTC).',
      inputSchema: slotArgs,
      annotations: { readOnlyHint: true },
    },
    async (args, extra) => {
      const userId = extra.authInfo?.extra?.userId;
      if (!userId) return toolError('Authentication required.');
      const token = await googleAccessToken(userId);
      if (!token) return toolError('Connect Google Calendar first (schedule_meeting will offer a link).');
      const busy = await calendar.freeBusy(token, {
        emails: ['primary', ...args.attendees],
        timeMin: args.windowStart,
        timeMax: args.windowEnd,
      });
      const slots = findSlots(busy, args);
      return {
        content: [{ type: 'text', text: slots.length ? slots.map((s) => `${s.start} – ${s.end}`).join('\n') : 'No common free slot.' }],
        structuredContent: { slots },
      };
    },
  );
}
