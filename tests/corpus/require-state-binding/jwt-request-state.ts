// Models an MCP SDK 1.x server that mints requestState with jsonwebtoken in several tools: some without expiry, some for an hour, some without a user or tool claim.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import jwt from 'jsonwebtoken';
import { calendar } from './calendar.js';

const secret = process.env.STATE_JWT_SECRET!;

const ask = (key: string, message: string) => ({
  [key]: { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties: { value: { type: 'string' } } } } },
});

function mintState(userId: string, tool: string, data: object): string {
  return jwt.sign({ ...data, sub: userId, tool }, secret, { expiresIn: '5m' });
}

export const server = new Server({ name: 'calendar', version: '1.0.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const userId = extra.authInfo?.extra?.userId as string;
  const tool = request.params.name;
  const args = request.params.arguments as Record<string, string>;

  if (request.params.requestState) {
    const state = jwt.verify(request.params.requestState, secret) as { sub?: string; tool?: string; [key: string]: unknown };
    if (state.sub !== userId || state.tool !== tool) return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
    return { content: [{ type: 'text', text: await calendar.finish(tool, state, request.params.inputResponses) }] };
  }

  switch (tool) {
    case 'schedule_meeting':
      return { resultType: 'input_required', inputRequests: ask('time', 'When?'), requestState: mintState(userId, tool, { title: args.title }) };
    case 'cancel_meeting': {
      const requestState = jwt.sign({ sub: userId, tool, meetingId: args.meetingId }, secret); // expect: require-state-binding
      return { resultType: 'input_required', inputRequests: ask('reason', 'Why cancel?'), requestState };
    }
    case 'move_meeting':
      return {
        resultType: 'input_required',
        inputRequests: ask('time', 'Move to when?'),
        requestState: jwt.sign({ sub: userId, tool, meetingId: args.meetingId }, secret, { expiresIn: '1h' }), // expect: require-state-binding
      };
    case 'invite_guest': {
      const token = jwt.sign({ sub: userId, tool, meetingId: args.meetingId }, secret, { expiresIn: 3600 }); // expect: require-state-binding
      return { resultType: 'input_required', inputRequests: ask('email', 'Guest email?'), requestState: token };
    }
    case 'book_room':
      return {
        resultType: 'input_required',
        inputRequests: ask('room', 'Which room?'),
        requestState: jwt.sign({ sub: userId, building: args.building }, secret, { expiresIn: '10m' }), // expect: require-state-binding
      };
    case 'share_calendar':
      return {
        resultType: 'input_required',
        inputRequests: ask('with', 'Share with whom?'),
        requestState: jwt.sign({ tool, calendarId: args.calendarId }, secret, { expiresIn: 300 }), // expect: require-state-binding
      };
    case 'set_reminder':
      return {
        resultType: 'input_required',
        inputRequests: ask('minutes', 'How many minutes before?'),
        requestState: jwt.sign({ userId, toolName: tool, eventId: args.eventId }, secret, { expiresIn: '2m', issuer: 'calendar-mcp' }),
      };
    default:
      return { isError: true, content: [{ type: 'text', text: `Unknown tool ${tool}` }] };
  }
});
