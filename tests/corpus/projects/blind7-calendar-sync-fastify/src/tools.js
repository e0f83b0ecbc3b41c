import { seal, unseal } from './seal.js';
import { encodeCursor, decodeCursor } from './cursor.js';
import { directory } from './directory.js';

const STATE_TTL_MS = 5 * 60 * 1000;

export class RpcError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

const elicit = (message, properties, required = Object.keys(properties)) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});

const done = (text) => ({ resultType: 'complete', content: [{ type: 'text', text }] });

// Wraps a tool so it receives its previous round (if any) and a way to mint the next one.
function withState(toolName, handler) {
  return async (args, ctx) => {
    let state = null;
    if (ctx.requestState) {
      state = unseal(ctx.requestState); // expect: require-state-binding
      if (!state || state.tool !== toolName) throw new RpcError(-32602, 'Invalid or expired requestState');
      if (state.exp < Math.floor(Date.now() / 1000)) throw new RpcError(-32602, 'Invalid or expired requestState'); // expect: require-state-binding
    }
    const issue = (payload) => seal({ ...payload, tool: toolName, exp: Date.now() + STATE_TTL_MS });
    return handler(args, { ...ctx, state, issue });
  };
}

async function rescheduleMeeting(args, ctx) {
  const { state, inputResponses } = ctx;
  if (!state) {
    const ownerId = args.ownerId ?? ctx.userId;
    if (!(await directory.canDelegate(ctx.userId, ownerId))) return done(`You cannot edit ${ownerId}'s calendar.`);
    const event = await directory.getEvent(ownerId, args.eventId);
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: elicit(`Move "${event.title}" from ${event.start} to ${args.newStart}?`, { ok: { type: 'boolean' } }),
      },
      requestState: ctx.issue({ ownerId, eventId: event.id, newStart: args.newStart }),
    };
  }
  if (inputResponses?.confirm?.action !== 'accept' || inputResponses.confirm.content?.ok !== true) return done('Left as is.');
  const moved = await directory.moveEvent(state.ownerId, state.eventId, state.newStart);
  return done(`Moved to ${moved.start}.`);
}

async function listEvents(args, ctx) {
  if (!ctx.requestState) {
    if (!(await directory.canRead(ctx.userId, args.calendarId))) return done('Calendar not found.');
    return {
      resultType: 'input_required',
      inputRequests: { declined: elicit('Include events you declined?', { include: { type: 'boolean' } }) },
      requestState: encodeCursor({ calendarId: args.calendarId, offset: Number(args.offset ?? 0) }),
    };
  }
  const cursor = decodeCursor(ctx.requestState); // expect: require-sealed-state
  if (!cursor) throw new RpcError(-32602, 'Invalid or expired requestState');
  const include = ctx.inputResponses?.declined?.content?.include === true;
  const page = await directory.listEvents(cursor.calendarId, cursor.offset, include);
  return done(page.items.map((e) => `${e.start}  ${e.title}`).join('\n') || 'No events.');
}

export const tools = {
  reschedule_meeting: {
    description: 'Move a meeting on your calendar or one you are a delegate for.',
    inputSchema: {
      type: 'object',
      properties: { eventId: { type: 'string' }, newStart: { type: 'string', format: 'date-time' }, ownerId: { type: 'string' } },
      required: ['eventId', 'newStart'],
    },
    annotations: { destructiveHint: true },
    call: withState('reschedule_meeting', rescheduleMeeting),
  },
  list_events: {
    description: 'List upcoming events of a calendar you can read.',
    inputSchema: {
      type: 'object',
      properties: { calendarId: { type: 'string' }, offset: { type: 'integer', minimum: 0 } },
      required: ['calendarId'],
    },
    call: listEvents,
  },
};
