// Models the calendar MCP server (SDK 2.x, CommonJS build) with scheduling and cancellation tools.
// @ts-nocheck
import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { z } from 'zod';
import { StateCipher } from './state';
import { issueConfirmation, checkConfirmation, argsDigest } from './tokens';
import * as calendar from './calendar-api';

const server = new McpServer({ name: 'calendar-agent', version: '0.5.0' }, { capabilities: { tools: {} } });

server.registerTool(
  'schedule_meeting',
  {
    description: 'Find a time and schedule a meeting',
    inputSchema: { title: z.string(), attendees: z.array(z.string()) },
  },
  async ({ title, attendees }, ctx) => {
    const raw = ctx.mcpReq.requestState();
    const chosen = acceptedContent(ctx.mcpReq.inputResponses, 'slot');

    if (raw && chosen) {
      const draft = StateCipher.decrypt(raw); // expect: require-sealed-state
      const event = await calendar.create({ title: draft.title, attendees: draft.attendees, start: chosen.start, organizer: draft.organizer });
      return { content: [{ type: 'text', text: `Scheduled "${event.title}" at ${event.start}.` }] };
    }

    const slots = await calendar.freeSlots(attendees);
    const organizer = ctx.http?.authInfo?.extra?.userId;
    return inputRequired({
      inputRequests: {
        slot: inputRequired.elicit({
          message: `Pick a slot for "${title}"`,
          requestedSchema: { type: 'object', properties: { start: { type: 'string', enum: slots } }, required: ['start'] },
        }),
      },
      requestState: await StateCipher.encrypt({ title, attendees, organizer }), // expect: require-sealed-state
    });
  },
);

server.registerTool(
  'cancel_meeting',
  {
    description: 'Cancel a meeting and notify attendees',
    inputSchema: { eventId: z.string(), notify: z.boolean().default(true) },
    annotations: { destructiveHint: true },
  },
  async (args, ctx) => {
    const userId = ctx.http?.authInfo?.extra?.userId;
    if (!userId) return { isError: true, content: [{ type: 'text', text: 'Authentication required' }] };

    const token = ctx.mcpReq.requestState();
    if (token) {
      const claims = await checkConfirmation(token, userId, 'cancel_meeting');
      if (!claims || claims.argsDigest !== argsDigest(args)) {
        return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.yes) return { content: [{ type: 'text', text: 'Meeting kept.' }] };
      await calendar.cancel(claims.eventId, args.notify);
      return { content: [{ type: 'text', text: `Cancelled ${claims.eventId}.` }] };
    }

    const event = await calendar.get(args.eventId);
    const requestState = await issueConfirmation({ eventId: args.eventId, argsDigest: argsDigest(args) }, userId, 'cancel_meeting');
    return inputRequired({
      inputRequests: {
        confirm: inputRequired.elicit({
          message: `Cancel "${event.title}" with ${event.attendees.length} attendees?`,
          requestedSchema: { type: 'object', properties: { yes: { type: 'boolean' } }, required: ['yes'] },
        }),
      },
      requestState,
    });
  },
);

server.connect(new StdioServerTransport()).catch((e) => {
  console.error(e);
  process.exit(1);
});
