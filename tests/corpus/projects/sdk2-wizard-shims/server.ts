// A stdio trip planner on SDK 2.x that carries its wizard answers in requestState through lib/round-trip.ts.
// @ts-nocheck
import { McpServer, StdioServerTransport, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { answerOf, packState, unpackState } from './lib/round-trip.js';

interface TripState {
  origin?: string;
  destination?: string;
  departOn?: string;
}

const server = new McpServer({ name: 'trip-planner', version: '0.4.0' });

server.registerTool('plan_trip', { description: 'Plan a trip step by step', inputSchema: z.object({}) }, async (_args, ctx) => {
  const prior = unpackState<TripState>(ctx.mcpReq.requestState<string>()) ?? {}; // expect: require-sealed-state
  const route = answerOf<{ origin: string; destination: string }>(ctx.mcpReq.inputResponses, 'route');
  const origin = prior.origin ?? route?.origin;
  const destination = prior.destination ?? route?.destination;
  if (!origin || !destination) {
    return inputRequired({ inputRequests: { route: inputRequired.elicit({ message: 'From where to where?', requestedSchema: {} }) } });
  }
  const dates = answerOf<{ departOn: string }>(ctx.mcpReq.inputResponses, 'dates');
  if (!prior.departOn && !dates) {
    return inputRequired({
      inputRequests: { dates: inputRequired.elicit({ message: `When do you leave ${origin}?`, requestedSchema: {} }) },
      requestState: packState({ origin, destination }), // expect: require-sealed-state
    });
  }
  return { content: [{ type: 'text', text: `Planned ${origin} to ${destination} on ${prior.departOn ?? dates?.departOn}` }] };
});

server.registerTool('list_saved', { description: 'List saved trips', inputSchema: z.object({ cursor: z.string().optional() }) }, async ({ cursor }) => {
  // a public paging cursor the tool itself documents: decoding it is not reading requestState
  const page = unpackState<{ offset: number }>(cursor)?.offset ?? 0;
  return { content: [{ type: 'text', text: `page at ${page}` }] };
});

await server.connect(new StdioServerTransport());
