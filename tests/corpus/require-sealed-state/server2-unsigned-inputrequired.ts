// Models a @modelcontextprotocol/server 2.x booking tool with no requestState.verify hook: state goes out as base64url/btoa JSON and is decoded from ctx.mcpReq.requestState().
// @ts-nocheck
import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { findSlots, book } from './calendar.js';

type BookingState = { roomId: string; date: string; slots: string[] };

export function createServer(): McpServer {
  const server = new McpServer({ name: 'rooms', version: '1.2.0' }, { capabilities: { tools: {} } });

  server.registerTool(
    'book_room',
    {
      description: 'Book a meeting room; asks which free slot to take',
      inputSchema: z.object({ roomId: z.string(), date: z.string() }),
    },
    async ({ roomId, date }, ctx) => {
      const raw = ctx.mcpReq.requestState<string>();
      if (raw === undefined) {
        const slots = await findSlots(roomId, date);
        const state: BookingState = { roomId, date, slots };
        return inputRequired({
          inputRequests: {
            slot: inputRequired.elicit({
              message: `Pick a slot on ${date}`,
              requestedSchema: z.object({ slot: z.enum(slots as [string, ...string[]]) }),
            }),
          },
          requestState: Buffer.from(JSON.stringify(state)).toString('base64url'), // expect: require-sealed-state
        });
      }
      const state = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as BookingState; // expect: require-sealed-state
      const choice = acceptedContent<{ slot: string }>(ctx.mcpReq.inputResponses, 'slot');
      if (!choice || !state.slots.includes(choice.slot)) {
        return { content: [{ type: 'text', text: 'No slot booked.' }] };
      }
      const booking = await book(state.roomId, state.date, choice.slot);
      return { content: [{ type: 'text', text: `Booked ${booking.id}` }] };
    },
  );

  server.registerTool(
    'cancel_booking',
    {
      description: 'Cancel one of your bookings after confirming',
      inputSchema: z.object({ bookingId: z.string() }),
      annotations: { destructiveHint: true },
    },
    async ({ bookingId }, ctx) => {
      const raw = ctx.mcpReq.requestState<string>();
      if (!raw) {
        return inputRequired({
          inputRequests: { confirm: inputRequired.elicit({ message: `Cancel ${bookingId}?`, requestedSchema: z.object({ confirm: z.boolean() }) }) },
          requestState: btoa(JSON.stringify({ bookingId, askedAt: Date.now() })), // expect: require-sealed-state
        });
      }
      const { bookingId: confirmed } = JSON.parse(atob(raw)); // expect: require-sealed-state
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      return { content: [{ type: 'text', text: answer?.confirm && confirmed === bookingId ? 'Cancelled.' : 'Kept.' }] };
    },
  );

  return server;
}
