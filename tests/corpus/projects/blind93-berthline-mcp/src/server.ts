// Builds one McpServer per request and registers the Berthline tools on it.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { registerBookBerth } from './tools/bookBerth.js';
import { registerCancelBooking } from './tools/cancelBooking.js';
import { registerQuoteFees } from './tools/quoteFees.js';
import { registerTideWindows } from './tools/tideWindows.js';

export function buildServer(deps) {
  const server = new McpServer(
    { name: 'berthline', version: '0.7.2' },
    { capabilities: { tools: {} } },
  );
  registerBookBerth(server, deps);
  registerCancelBooking(server, deps);
  registerQuoteFees(server, deps);
  registerTideWindows(server, deps);
  return server;
}
