import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { userOf } from '../auth.js';
import type { CalendarState, Slot, StateCodec } from '../state/codec.js';
import { calendarFor, googleGrantFor } from '../tokens.js';

const input = z.object({
  title: z.string().min(1).max(200),
  attendees: z.array(z.string().email()).min(1).max(20),
  durationMinutes: z.number().int().min(15).max(240),
  windowStart: z.string().datetime(),
  windowEnd: z.string().datetime(),
});

const MAX_SLOTS = 6;

async function findFreeSlots(accessToken: string, args: z.infer<typeof input>): Promise<Slot[]> {
  const calendar = calendarFor(accessToken);
  const { data } = await calendar.freebusy.query({
    requestBody: {
      timeMin: args.windowStart,
      timeMax: args.windowEnd,
      items: [{ id: 'primary' }, ...args.attendees.map((id) => ({ id }))],
    },
  });
  const busy = Object.values(data.calendars ?? {})
    .flatMap((cal) => cal.busy ?? [])
    .map((b) => [Date.parse(b.start!), Date.parse(b.end!)] as const);

  const slots: Slot[] = [];
  const step = 30 * 60_000;
  const length = args.durationMinutes * 60_000;
  for (let t = Date.parse(args.windowStart); t + length <= Date.parse(args.windowEnd) && slots.length < MAX_SLOTS; t += step) {
    if (busy.every(([s, e]) => t + length <= s || t >= e)) {
      slots.push({ start: new Date(t).toISOString(), end: new Date(t + length).toISOString() });
    }
  }
  return slots;
}

const label = (slot: Slot) =>
  new Date(slot.start).toLocaleString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

export function registerProposeMeeting(server: McpServer, codec: StateCodec) {
  server.registerTool(
    'propose_meeting',
    {
      title: 'Propose a meeting',
      description: 'Find free slots shared by you and the attendees, then book the one you pick.',
      inputSchema: input,
    },
    async (args, ctx) => {
      const userId = userOf(ctx);
      const state = ctx.mcpReq.requestState<CalendarState>();

      if (state === undefined) {
        const grant = await googleGrantFor(userId);
        const slots = await findFreeSlots(grant.accessToken, args);
        if (slots.length === 0) {
          return { content: [{ type: 'text', text: 'Nobody is free at the same time in that window.' }] };
        }
        return inputRequired({
          inputRequests: {
            slot: inputRequired.elicit({
              message: `Pick a time for "${args.title}"`,
              requestedSchema: {
                type: 'object',
                properties: { start: { type: 'string', enum: slots.map((s) => s.start), enumNames: slots.map(label) } },
                required: ['start'],
              },
            }),
          },
          requestState: await codec.mint(
            {
              tool: 'propose_meeting',
              calendarId: 'primary',
              title: args.title,
              attendees: args.attendees,
              slots,
              // booking in the next round runs as the same Google session; saves a Firestore read and a refresh
              upstream: { accessToken: grant.accessToken, expiresAt: grant.expiresAt }, // expect: no-secrets-in-state
            },
            ctx,
          ),
        });
      }

      if (state.tool !== 'propose_meeting') {
        return { isError: true, content: [{ type: 'text', text: 'That reply belongs to another request; start again.' }] };
      }
      const picked = acceptedContent<{ start: string }>(ctx.mcpReq.inputResponses, 'slot');
      const slot = state.slots.find((s) => s.start === picked?.start);
      if (!slot) return { content: [{ type: 'text', text: 'No slot picked; nothing was booked.' }] };

      const calendar = calendarFor(state.upstream.accessToken);
      const { data } = await calendar.events.insert({
        calendarId: state.calendarId,
        sendUpdates: 'all',
        requestBody: {
          summary: state.title,
          start: { dateTime: slot.start },
          end: { dateTime: slot.end },
          attendees: state.attendees.map((email) => ({ email })),
        },
      });
      return { content: [{ type: 'text', text: `Booked "${state.title}" for ${label(slot)}: ${data.htmlLink}` }] };
    },
  );
}
