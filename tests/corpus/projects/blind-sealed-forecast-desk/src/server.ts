// Models a weather and trip-planning MCP server (SDK 2.x, no requestState verify hook).
// @ts-nocheck
import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { z } from 'zod';
import encodeProgress from './progress.js';
import { PendingStore } from './pending.js';

const server = new McpServer(
  { name: 'forecast-desk', version: '0.3.1' },
  { capabilities: { tools: {} } },
);

const pending = new PendingStore();

function userOf(ctx): string {
  return ctx.http?.authInfo?.extra?.userId ?? 'local';
}

server.registerTool(
  'plan_trip',
  {
    description: 'Plan a trip around the forecast for a city',
    inputSchema: { city: z.string() },
  },
  async ({ city }, ctx) => {
    const raw = ctx.mcpReq.requestState();
    let progress = { city, step: 'dates' };
    if (raw) {
      progress = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')); // expect: require-sealed-state
    }

    const dates = acceptedContent(ctx.mcpReq.inputResponses, 'trip_dates');
    if (!dates) {
      return inputRequired({
        inputRequests: {
          trip_dates: inputRequired.elicit({
            message: `When are you travelling to ${progress.city}?`,
            requestedSchema: {
              type: 'object',
              properties: { nights: { type: 'number' } },
              required: ['nights'],
            },
          }),
        },
        requestState: encodeProgress({ ...progress, step: 'budget' }), // expect: require-sealed-state
      });
    }

    return {
      content: [{ type: 'text', text: `Planned ${dates.nights} nights in ${progress.city}.` }],
    };
  },
);

server.registerTool(
  'book_slot',
  {
    description: 'Book an outdoor slot when the weather is good',
    inputSchema: { slot: z.string() },
  },
  async ({ slot }, ctx) => {
    const userId = userOf(ctx);
    const held = pending.take(ctx.mcpReq.requestState(), userId);
    const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');

    if (!held || !answer) {
      const handle = pending.put(userId, slot);
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Book ${slot}?`,
            requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } },
          }),
        },
        requestState: handle,
      });
    }

    return { content: [{ type: 'text', text: answer.ok ? `Booked ${held.slot}` : 'Cancelled' }] };
  },
);

server.registerTool(
  'subscribe_alerts',
  {
    description: 'Subscribe to severe weather alerts',
    inputSchema: { city: z.string() },
  },
  async ({ city }, ctx) => {
    const raw = ctx.mcpReq.requestState();
    if (raw) {
      const [savedCity, hour] = Buffer.from(raw, 'hex').toString('utf8').split('|'); // expect: require-sealed-state
      return {
        content: [{ type: 'text', text: `Alerts for ${savedCity} every day at ${hour}:00` }],
      };
    }

    return inputRequired({
      inputRequests: {
        alert_hour: inputRequired.elicit({
          message: 'At what hour should we send alerts?',
          requestedSchema: { type: 'object', properties: { hour: { type: 'number' } } },
        }),
      },
      requestState: Buffer.from(`${city}|7`, 'utf8').toString('hex'), // expect: require-sealed-state
    });
  },
);

await server.connect(new StdioServerTransport());
