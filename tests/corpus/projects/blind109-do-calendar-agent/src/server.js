// MCP server with tools to suggest and book meetings, cancel events and reserve rooms in Google Calendar.
import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { confirmCodec } from './codec.js';
import * as google from './google.js';
import { findFreeSlots, packDraft, unpackDraft } from './slots.js';
import { storeFor } from './store.js';

const ok = (text) => ({ content: [{ type: 'text', text }] });
const fail = (text) => ({ content: [{ type: 'text', text }], isError: true });

function userFrom(ctx) {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (!userId) throw new Error('not signed in');
  return userId;
}

async function googleToken(env, userId) {
  const tokens = await storeFor(env, userId).getGoogleTokens();
  if (!tokens) throw new Error('Connect your Google account first.');
  return tokens;
}

export function buildServer(env) {
  const server = new McpServer({ name: 'calendar-agent', version: '0.3.0' }, { capabilities: { tools: {} } });

  server.registerTool(
    'suggest_meeting',
    {
      description: 'Find free slots for everyone and book the one the user picks.',
      inputSchema: {
        title: z.string(),
        attendees: z.array(z.string().email()).min(1),
        durationMin: z.number().int().min(15).max(240).default(30),
        withinDays: z.number().int().min(1).max(14).default(5),
      },
    },
    async ({ title, attendees, durationMin, withinDays }, ctx) => {
      const raw = ctx.mcpReq.requestState();
      const pick = acceptedContent(ctx.mcpReq.inputResponses, 'slot');

      if (raw && pick) {
        const draft = unpackDraft(raw); // expect: require-sealed-state
        const slot = draft.slots[Number(pick.slot)];
        if (!slot) return fail('That slot is no longer on offer.');
        const event = await google.createEvent(draft.accessToken, {
          summary: draft.title,
          start: { dateTime: slot.start },
          end: { dateTime: slot.end },
          attendees: draft.attendees.map((email) => ({ email })),
        });
        return ok(`Booked "${event.summary}" at ${slot.start}: ${event.htmlLink}`);
      }

      const userId = userFrom(ctx);
      const tokens = await googleToken(env, userId);
      const from = new Date().toISOString();
      const to = new Date(Date.now() + withinDays * 86_400_000).toISOString();
      const busy = await google.busyTimes(tokens.access_token, attendees, from, to);
      const slots = findFreeSlots(busy, { from, to, durationMin });
      if (slots.length === 0) return fail(`No common ${durationMin}-minute slot in the next ${withinDays} days.`);

      return inputRequired({
        inputRequests: {
          slot: inputRequired.elicit({
            message: `Pick a time for "${title}"`,
            requestedSchema: {
              type: 'object',
              properties: {
                slot: { type: 'string', enum: slots.map((_, i) => String(i)), enumNames: slots.map((s) => s.start) },
              },
              required: ['slot'],
            },
          }),
        },
        // Carry the token along so the second round does not need another Durable Object hop.
        requestState: packDraft({ // expect: require-sealed-state
          title,
          attendees,
          slots,
          accessToken: tokens.access_token, // expect: no-secrets-in-state
        }),
      });
    },
  );

  server.registerTool(
    'cancel_event',
    {
      description: 'Delete an event from your calendar, optionally telling the attendees.',
      inputSchema: { eventId: z.string(), notifyAttendees: z.boolean().default(true) },
      annotations: { destructiveHint: true },
    },
    async ({ eventId, notifyAttendees }, ctx) => {
      const userId = userFrom(ctx);
      const codec = await confirmCodec(env);
      const raw = ctx.mcpReq.requestState();
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      const tokens = await googleToken(env, userId);

      if (raw && answer) {
        let state;
        try {
          state = await codec.verify(raw, ctx);
        } catch {
          return fail('Confirmation expired; ask again.');
        }
        if (state.eventId !== eventId || state.notifyAttendees !== notifyAttendees) {
          return fail('Confirmation does not match this request.');
        }
        if (!answer.confirm) return ok('Kept the event.');
        await google.deleteEvent(tokens.access_token, eventId, notifyAttendees);
        return ok(`Cancelled ${state.summary}.`);
      }

      const event = await google.getEvent(tokens.access_token, eventId);
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Cancel "${event.summary}" on ${event.start.dateTime}${notifyAttendees ? ' and notify attendees' : ''}?`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          }),
        },
        requestState: await codec.mint({ eventId, notifyAttendees, summary: event.summary }, ctx),
      });
    },
  );

  server.registerTool(
    'book_room',
    {
      description: 'Add a meeting room to one of your events.',
      inputSchema: { eventId: z.string() },
    },
    async ({ eventId }, ctx) => {
      const userId = userFrom(ctx);
      const store = storeFor(env, userId);
      const handle = ctx.mcpReq.requestState();
      const choice = acceptedContent(ctx.mcpReq.inputResponses, 'room');

      if (handle && choice) {
        const pending = await store.takePendingBooking(handle, 'book_room');
        if (!pending || pending.eventId !== eventId) return fail('That room request expired.');
        return ok(`Requested ${choice.room} for ${pending.summary}. The room calendar will accept or decline.`);
      }

      const tokens = await googleToken(env, userId);
      const [event, rooms] = await Promise.all([google.getEvent(tokens.access_token, eventId), google.listRooms(tokens.access_token)]);
      return inputRequired({
        inputRequests: {
          room: inputRequired.elicit({
            message: `Which room for "${event.summary}"?`,
            requestedSchema: {
              type: 'object',
              properties: { room: { type: 'string', enum: rooms.map((r) => r.id), enumNames: rooms.map((r) => r.summary) } },
              required: ['room'],
            },
          }),
        },
        requestState: await store.putPendingBooking('book_room', { eventId, summary: event.summary }),
      });
    },
  );

  return server;
}
