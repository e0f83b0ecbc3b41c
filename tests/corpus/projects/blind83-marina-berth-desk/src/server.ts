// Builds the berth-desk McpServer with its tools and the request-state verification hook.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { stateCodec } from './requestState.js';
import { registerListBerths } from './tools/listBerths.js';
import { registerReserveBerth } from './tools/reserveBerth.js';
import { registerCancelBooking } from './tools/cancelBooking.js';

export function buildServer() {
  const server = new McpServer(
    { name: 'marina-berth-desk', version: '0.7.2' },
    {
      capabilities: { tools: {} },
      requestState: { verify: stateCodec.verify },
      instructions: 'Tools for the visitor berth desk. Dates are local harbour dates (YYYY-MM-DD).',
    },
  );
  registerListBerths(server);
  registerReserveBerth(server);
  registerCancelBooking(server);
  return server;
}
