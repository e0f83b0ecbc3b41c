// Defines the concierge tool list and serves the MCP server that dispatches them over HTTP.
// @ts-nocheck
import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { port } from './config';
import { bookMeeting } from './tools/bookMeeting';
import { cancelEvent, cancelEventTool } from './tools/cancelEvent';
import { suggestSlots } from './tools/suggestSlots';
import type { Extra, Params } from './tools/common';

const handlers: Record<string, (p: Params, e: Extra) => Promise<unknown>> = {
  book_meeting: bookMeeting,
  cancel_event: cancelEvent,
  suggest_slots: suggestSlots,
};

const toolList = [
  {
    name: 'book_meeting',
    description: 'Create an event and invite attendees after the user confirms.',
    inputSchema: {
      type: 'object' as const,
      properties: {
        summary: { type: 'string' },
        start: { type: 'string', format: 'date-time' },
        end: { type: 'string', format: 'date-time' },
        attendees: { type: 'array', items: { type: 'string', format: 'email' } },
      },
      required: ['summary', 'start', 'end', 'attendees'],
    },
  },
  cancelEventTool,
  {
    name: 'suggest_slots',
    description: 'Offer free slots in a window, a few at a time.',
    inputSchema: {
      type: 'object' as const,
      properties: {
        from: { type: 'string', format: 'date-time' },
        until: { type: 'string', format: 'date-time' },
        durationMin: { type: 'integer', minimum: 15 },
      },
      required: ['from', 'until', 'durationMin'],
    },
  },
];

function makeServer(): Server {
  const server = new Server({ name: 'calendar-concierge', version: '0.9.1' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: toolList }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const handler = handlers[request.params.name];
    if (!handler) throw new Error(`Unknown tool: ${request.params.name}`);
    return (await handler(request.params as Params, extra as Extra)) as never;
  });
  return server;
}

const app = express();
app.use(express.json());

app.use('/mcp', (req, res, next) => {
  // The gateway in front of us validates the session cookie and forwards the user.
  const user = req.header('x-forwarded-user');
  if (!user) {
    res.status(401).json({ error: 'unauthenticated' });
    return;
  }
  (req as express.Request & { auth?: unknown }).auth = {
    token: '',
    clientId: 'gateway',
    scopes: ['calendar'],
    extra: { userId: user },
  };
  next();
});

app.post('/mcp', async (req, res) => {
  const server = makeServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => void server.close());
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(port, () => console.log(`calendar-concierge on ${port}`));
