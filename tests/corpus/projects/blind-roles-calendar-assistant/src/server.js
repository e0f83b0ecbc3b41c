// MCP server (SDK 2.x): book_meeting (asks for CalDAV login, then confirmation) and preview_agenda.
import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { sealBooking, openBooking, previewSealer } from './state.js';
import { connectCalendar, createEvent } from './caldav.js';

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });
const userOf = (ctx) => ctx.http?.authInfo?.extra?.userId;

const loginSchema = {
  type: 'object',
  properties: { serverUrl: { type: 'string' }, username: { type: 'string' }, password: { type: 'string' } },
  required: ['serverUrl', 'username', 'password'],
};

export function buildServer() {
  const server = new McpServer({ name: 'calendar-assistant', version: '0.4.0' }, { capabilities: { tools: {} } });

  server.registerTool(
    'book_meeting',
    { description: 'Book a meeting on an external CalDAV calendar', inputSchema: { title: z.string(), start: z.string(), attendees: z.array(z.string()) } },
    (args, ctx) => {
      const userId = userOf(ctx);
      if (!userId) return fail('Sign in first');

      return ctx.mcpReq.requestState().then(async (raw) => {
        if (!raw) {
          return inputRequired({
            inputRequests: { login: inputRequired.elicit({ message: 'CalDAV login for your calendar', requestedSchema: loginSchema }) },
            requestState: await sealBooking({ step: 'login', title: args.title, start: args.start, attendees: args.attendees, maxTokens: 2048 }, userId),
          });
        }
        const state = await openBooking(raw, userId);
        if (!state || state.title !== args.title || state.start !== args.start) return fail('Invalid or expired requestState');

        if (state.step === 'login') {
          const login = acceptedContent(ctx.mcpReq.inputResponses, 'login');
          if (!login) return fail('Login needed');
          return inputRequired({
            inputRequests: { confirm: inputRequired.elicit({ message: `Book "${args.title}" with ${args.attendees.length} attendees?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } }) },
            requestState: await sealBooking({
              step: 'confirm',
              title: state.title,
              start: state.start,
              attendees: state.attendees,
              serverUrl: login.serverUrl,
              username: login.username,
              caldavPassword: login.password, // expect: no-secrets-in-state
            }, userId),
          });
        }

        if (acceptedContent(ctx.mcpReq.inputResponses, 'confirm')?.ok !== true) return { content: [{ type: 'text', text: 'Not booked' }] };
        return connectCalendar({ serverUrl: state.serverUrl, username: state.username, password: state.caldavPassword })
          .then((client) => createEvent(client, `${state.serverUrl}/calendars/${state.username}/default/`, toIcs(state), `${Date.now()}.ics`))
          .then(() => ({ content: [{ type: 'text', text: `Booked "${state.title}"` }] }));
      });
    },
  );

  server.registerTool(
    'preview_agenda',
    { description: 'Preview a meeting agenda before sharing it', inputSchema: { meetingId: z.string() } },
    async ({ meetingId }, ctx) => {
      const userId = userOf(ctx);
      if (!userId) return fail('Sign in first');
      const raw = await ctx.mcpReq.requestState();
      if (!raw) {
        return inputRequired({
          inputRequests: { share: inputRequired.elicit({ message: `Share the agenda of ${meetingId}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } }) },
          requestState: await previewSealer.seal({ meetingId, userId, tool: 'preview_agenda' }),
        });
      }
      const state = await previewSealer.open(raw);
      if (!state || state.userId !== userId || state.tool !== 'preview_agenda' || state.meetingId !== meetingId) return fail('Invalid or expired requestState');
      return { content: [{ type: 'text', text: `Agenda for ${meetingId} shared` }] };
    },
  );

  return server;
}

function toIcs({ title, start }) {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', `SUMMARY:${title}`, `DTSTART:${start}`, 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');
}
