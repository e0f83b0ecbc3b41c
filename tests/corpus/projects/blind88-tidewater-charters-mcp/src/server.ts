// Builds a McpServer instance and registers the charter tools on it.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { registerSearchCharters } from './tools/searchCharters.js';
import { registerBookCharter } from './tools/bookCharter.js';
import { registerRescheduleTrip } from './tools/rescheduleTrip.js';

export function buildServer() {
  const server = new McpServer(
    { name: 'tidewater-charters', version: '0.7.2' },
    { capabilities: { tools: {} }, instructions: 'Search, book and reschedule Tidewater harbor charters.' },
  );
  registerSearchCharters(server);
  registerBookCharter(server);
  registerRescheduleTrip(server);
  return server;
}
