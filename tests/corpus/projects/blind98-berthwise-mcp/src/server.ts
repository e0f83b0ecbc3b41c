// Builds a fresh McpServer for each HTTP request, wired with the berth tools and the request-state verify hook.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { stateCodec } from './state.js';
import { registerListWindows } from './tools/listWindows.js';
import { registerReserveBerth } from './tools/reserveBerth.js';
import { registerCancelReservation } from './tools/cancelReservation.js';

export function buildServer() {
  const server = new McpServer(
    { name: 'berthwise', version: '0.7.2' },
    {
      capabilities: { tools: {} },
      requestState: { verify: stateCodec.verify },
      instructions: 'Berth planning tools. Times are UTC unless a field says local.',
    },
  );
  registerListWindows(server);
  registerReserveBerth(server);
  registerCancelReservation(server);
  return server;
}
