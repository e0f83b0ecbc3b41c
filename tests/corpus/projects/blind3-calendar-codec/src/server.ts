import { McpServer, createRequestStateCodec, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { loadStateKey } from './secrets.js';
import { listMeetings, moveMeeting } from './calendar.js';

const RESCHEDULE = 'reschedule_meeting';

interface RescheduleState { meetingId: string; newStart: string; attendeeCount: number }

type Ctx = { http?: { authInfo?: { extra?: Record<string, unknown> } } };
function requireUser(ctx: Ctx): string {
  const user = ctx.http?.authInfo?.extra?.userId;
  if (typeof user !== 'string' || user.length === 0) throw new Error('unauthenticated');
  return user;
}

export async function createServerFactory() {
  const codec = createRequestStateCodec<RescheduleState>({
    key: await loadStateKey(),
    ttlSeconds: 300,
    bind: (ctx) => `${requireUser(ctx)}\u0000${RESCHEDULE}`, // this codec serves one tool only
  });

  return () => {
    const server = new McpServer(
      { name: 'calendar', version: '2.1.0' },
      { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
    );

    server.registerTool(
      'list_meetings',
      { description: 'List meetings, 50 per page', inputSchema: { pageToken: z.string().optional() } },
      async ({ pageToken }, ctx) => {
        const page = await listMeetings(requireUser(ctx), pageToken);
        const done = !page.nextPageToken || page.nextPageToken === pageToken;
        return { content: [{ type: 'text', text: JSON.stringify({ items: page.items, nextPageToken: done ? null : page.nextPageToken }) }] };
      },
    );

    server.registerTool(
      RESCHEDULE,
      {
        description: 'Move a meeting to a new start time, after asking the user',
        inputSchema: { meetingId: z.string(), newStart: z.string().datetime() },
      },
      async ({ meetingId, newStart }, ctx) => {
        const user = requireUser(ctx);
        const state = await ctx.mcpReq.requestState<RescheduleState>(); // verified by codec.verify above
        if (!state) {
          const page = await listMeetings(user);
          const meeting = page.items.find((m) => m.id === meetingId);
          if (!meeting) return { isError: true, content: [{ type: 'text', text: 'No such meeting.' }] };
          return inputRequired({
            inputRequests: {
              ok: inputRequired.elicit({
                message: `Move "${meeting.title}" (${meeting.attendeeCount} people) to ${newStart}?`,
                requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
              }),
            },
            requestState: await codec.mint({ meetingId, newStart, attendeeCount: meeting.attendeeCount }, ctx),
          });
        }
        if (state.meetingId !== meetingId || state.newStart !== newStart) {
          return { isError: true, content: [{ type: 'text', text: 'The request changed after confirmation; start again.' }] };
        }
        if (acceptedContent<{ ok: boolean }>(ctx.mcpReq.inputResponses, 'ok')?.ok !== true) {
          return { content: [{ type: 'text', text: 'Left unchanged.' }] };
        }
        await moveMeeting(user, meetingId, newStart);
        return { content: [{ type: 'text', text: `Moved to ${newStart}; ${state.attendeeCount} attendees notified.` }] };
      },
    );
    return server;
  };
}
