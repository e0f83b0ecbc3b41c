'use strict';
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { PendingStore } = require('./lib/pending-store');
const calendar = require('./lib/calendar');

const pending = new PendingStore();
const TOOL = 'book_room';

const server = new Server({ name: 'calendar-booker', version: '0.9.1' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: TOOL,
      description: 'Book a meeting room; asks which of the free rooms to take',
      inputSchema: {
        type: 'object',
        properties: {
          start: { type: 'string', format: 'date-time' },
          end: { type: 'string', format: 'date-time' },
          capacity: { type: 'integer', minimum: 1 },
          subject: { type: 'string' },
        },
        required: ['start', 'end', 'capacity', 'subject'],
      },
    },
  ],
}));

function ownerOf(extra) {
  const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
  if (!userId) throw new Error('book_room requires a signed-in user');
  return String(userId);
}

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const { name, arguments: args = {} } = request.params;
  if (name !== TOOL) {
    return { isError: true, content: [{ type: 'text', text: `Unknown tool ${name}` }] };
  }
  const owner = ownerOf(extra);
  const handle = request.params.requestState;

  if (handle === undefined) {
    const rooms = await calendar.freeRooms(args.start, args.end, args.capacity);
    if (rooms.length === 0) return { content: [{ type: 'text', text: 'No room is free then.' }] };
    return {
      resultType: 'input_required',
      inputRequests: {
        room: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `${rooms.length} rooms are free. Which one?`,
            requestedSchema: {
              type: 'object',
              properties: { roomId: { type: 'string', enum: rooms.map((r) => r.id), enumNames: rooms.map((r) => r.name) } },
              required: ['roomId'],
            },
          },
        },
      },
      requestState: pending.create({ owner, tool: TOOL, args, data: { offered: rooms.map((r) => r.id) } }),
    };
  }

  const data = pending.take(handle, { owner, tool: TOOL, args });
  if (!data) {
    return { isError: true, content: [{ type: 'text', text: 'This booking request expired or is not yours. Start again.' }] };
  }
  const answer = request.params.inputResponses && request.params.inputResponses.room;
  if (!answer || answer.action !== 'accept') return { content: [{ type: 'text', text: 'Booking cancelled.' }] };
  const roomId = answer.content.roomId;
  if (!data.offered.includes(roomId)) {
    return { isError: true, content: [{ type: 'text', text: 'That room was not one of the choices.' }] };
  }
  const event = await calendar.book(roomId, { start: args.start, end: args.end, subject: args.subject, organizer: owner });
  return { content: [{ type: 'text', text: `Booked ${roomId} (event ${event.id}).` }] };
});

module.exports = { server, connect: (opts) => server.connect(new StreamableHTTPServerTransport(opts)) };
