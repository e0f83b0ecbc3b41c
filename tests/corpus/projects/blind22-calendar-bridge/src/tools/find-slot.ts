import type { calendar_v3 } from 'googleapis';
import { getCalendarFor } from '../google.js';
import { accepted, askForm, refuse, say, type ToolDef } from './types.js';

type FindSlotArgs = { title: string; durationMinutes: number; withinDays?: number };

interface SlotState extends Record<string, unknown> {
  offered: Array<{ start: string; end: string }>;
  /** Google Calendar paging cursor for the next page of busy events (not a credential). */
  pageToken: string | null;
  windowStart: string;
}

const DAY_START_HOUR = 9;
const DAY_END_HOUR = 17;

function freeSlots(events: calendar_v3.Schema$Event[], durationMinutes: number, from: Date, days: number) {
  const busy = events
    .filter((e) => e.transparency !== 'transparent' && e.start?.dateTime && e.end?.dateTime)
    .map((e) => [Date.parse(e.start!.dateTime!), Date.parse(e.end!.dateTime!)] as const);
  const slots: Array<{ start: string; end: string }> = [];
  const length = durationMinutes * 60 * 1000;
  for (let d = 0; d < days && slots.length < 5; d++) {
    const day = new Date(from);
    day.setDate(day.getDate() + d);
    for (let h = DAY_START_HOUR * 60; h + durationMinutes <= DAY_END_HOUR * 60 && slots.length < 5; h += 30) {
      const start = new Date(day).setHours(0, h, 0, 0);
      if (start < from.getTime()) continue;
      const end = start + length;
      if (busy.every(([bs, be]) => end <= bs || start >= be)) {
        slots.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString() });
        h += durationMinutes - 30;
      }
    }
  }
  return slots;
}

const findSlot: ToolDef<FindSlotArgs> = {
  name: 'find_slot',
  description: 'Finds free time in your calendar and books the slot you pick.',
  inputSchema: {
    type: 'object',
    properties: {
      title: { type: 'string' },
      durationMinutes: { type: 'integer', minimum: 15, maximum: 240 },
      withinDays: { type: 'integer', minimum: 1, maximum: 14, default: 5 },
    },
    required: ['title', 'durationMinutes'],
  },

  async run(args, ctx) {
    const bind = { sub: ctx.userId, tool: this.name, args };
    const calendar = await getCalendarFor(ctx.userId);
    const days = args.withinDays ?? 5;

    let pageToken: string | undefined;
    let from = new Date();
    if (ctx.requestState) {
      const state = await ctx.tokens.open<SlotState>(ctx.requestState, bind);
      if (!state) return refuse('This search has expired; please start again.');
      const pick = accepted(ctx, 'slot');
      if (!pick) return say('No meeting booked.');
      const chosen = state.offered.find((s) => s.start === pick.slot);
      if (chosen) {
        const { data } = await calendar.events.insert({
          calendarId: 'primary',
          requestBody: { summary: args.title, start: { dateTime: chosen.start }, end: { dateTime: chosen.end } },
        });
        return say(`Booked "${args.title}": ${data.htmlLink}`);
      }
      if (pick.slot !== 'more' || !state.pageToken) return say('No meeting booked.');
      pageToken = state.pageToken;
      from = new Date(state.windowStart);
    }

    const { data } = await calendar.events.list({
      calendarId: 'primary',
      timeMin: from.toISOString(),
      timeMax: new Date(from.getTime() + days * 86_400_000).toISOString(),
      singleEvents: true,
      orderBy: 'startTime',
      maxResults: 250,
      pageToken,
    });
    const offered = freeSlots(data.items ?? [], args.durationMinutes, from, days);
    if (offered.length === 0 && !data.nextPageToken) return say('No free slot in that window.');

    const state = await ctx.tokens.mint({ offered, pageToken: data.nextPageToken ?? null, windowStart: from.toISOString() } satisfies SlotState, bind);
    return askForm(
      'slot',
      `Pick a time for "${args.title}"`,
      {
        type: 'object',
        properties: {
          slot: {
            type: 'string',
            oneOf: [
              ...offered.map((s) => ({ const: s.start, title: new Date(s.start).toUTCString() })),
              ...(data.nextPageToken ? [{ const: 'more', title: 'Show more…' }] : []),
            ],
          },
        },
        required: ['slot'],
      },
      state,
    );
  },
};

export default findSlot;
