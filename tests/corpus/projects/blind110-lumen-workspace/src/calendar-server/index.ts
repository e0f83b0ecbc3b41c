// Calendar MCP server with find_slot paging and a schedule_meeting tool that books a chosen slot.
// @ts-nocheck
import { createServer } from 'node:http';
import { McpServer, acceptedContent, createMcpHandler, inputRequired } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { z } from 'zod';
import { scheduleStateCodec, whoami } from '@lumen/state';
import { book, busyFor, freeSlots, visibleCalendars } from './calendars.js';
import { decodeCursor, encodeCursor } from './cursor.js';

const err = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });

export function createCalendarServer(): McpServer {
  // No server-level verify hook: find_slot's cursor is not a codec token.
  const server = new McpServer({ name: 'lumen-calendar', version: '1.4.2' }, { capabilities: { tools: {} } });

  server.registerTool(
    'find_slot',
    {
      description: 'Find free 30-minute slots across your calendars; asks whether to show more',
      inputSchema: { from: z.string().datetime() },
      annotations: { readOnlyHint: true },
    },
    async ({ from }, ctx) => {
      const raw = ctx.mcpReq.requestState<string>();
      const cursor = raw
        ? decodeCursor(raw) // expect: require-sealed-state
        : { calendars: visibleCalendars(whoami(ctx)), from, page: 0 };

      const slots = freeSlots(cursor.calendars, cursor.from, 5 * (cursor.page + 1)).slice(cursor.page * 5);
      const busy = cursor.calendars.map((c) => `${c}: ${busyFor(c).length} busy blocks`).join('\n');
      const more = acceptedContent<{ more: boolean }>(ctx.mcpReq.inputResponses, 'more');
      if (raw && !more?.more) return { content: [{ type: 'text', text: 'Done.' }] };

      return inputRequired({
        inputRequests: {
          more: inputRequired.elicit({
            message: `${busy}\n\nFree: ${slots.join(', ')}\nShow more?`,
            requestedSchema: { type: 'object', properties: { more: { type: 'boolean' } }, required: ['more'] },
          }),
        },
        requestState: encodeCursor({ ...cursor, page: cursor.page + 1 }), // expect: require-sealed-state
      });
    },
  );

  server.registerTool(
    'schedule_meeting',
    {
      description: 'Propose slots, let the organiser pick one, then book it',
      inputSchema: { title: z.string(), attendees: z.array(z.string()).min(1), from: z.string().datetime() },
    },
    async ({ title, attendees, from }, ctx) => {
      const raw = ctx.mcpReq.requestState<string>();
      if (!raw) {
        const calendars = attendees.map((a) => `cal-${a}`);
        const slots = freeSlots(calendars, from, 3);
        return inputRequired({
          inputRequests: {
            slot: inputRequired.elicit({
              message: `Pick a slot for "${title}"`,
              requestedSchema: { type: 'object', properties: { slot: { type: 'string', enum: slots } }, required: ['slot'] },
            }),
          },
          requestState: await scheduleStateCodec.mint({ title, attendees, slots }, ctx),
        });
      }

      let state;
      try {
        state = await scheduleStateCodec.verify(raw, ctx);
      } catch {
        return err('Invalid or expired requestState');
      }
      const pick = acceptedContent<{ slot: string }>(ctx.mcpReq.inputResponses, 'slot');
      if (!pick || !state.slots.includes(pick.slot)) return err('pick one of the proposed slots');
      const id = await book(state.title, state.attendees, pick.slot);
      return { content: [{ type: 'text', text: `Booked ${id}` }] };
    },
  );

  return server;
}

createServer(toNodeHandler(createMcpHandler(createCalendarServer))).listen(Number(process.env.PORT ?? 7311));
