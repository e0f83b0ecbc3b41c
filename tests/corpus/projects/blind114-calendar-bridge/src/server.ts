// Creates the calendar-bridge McpServer and registers the get_event and reschedule_event tools.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StateSealer } from './crypto/sealer.js';
import { loadStateKey } from './crypto/keys.js';
import { registerReschedule } from './tools/reschedule.js';
import { registerGetEvent } from './tools/listEvents.js';

const sealer = new StateSealer(loadStateKey()); // expect: no-weak-state-key

export function createServer(): McpServer {
  const server = new McpServer(
    { name: 'calendar-bridge', version: '1.2.0' },
    { capabilities: { tools: {} } },
  );
  registerGetEvent(server);
  registerReschedule(server, sealer);
  return server;
}
