// McpServer factory: one server per request with the charter tools registered.
import { McpServer } from '@modelcontextprotocol/server';
import { registerBookCharter } from './tools/bookCharter.js';
import { registerHoldSlip } from './tools/holdSlip.js';
import { registerCancelCharter } from './tools/cancelCharter.js';

export function buildServer() {
  const server = new McpServer({ name: 'tidepool-charters', version: '1.7.1' }, { capabilities: { tools: {} } });
  registerBookCharter(server);
  registerHoldSlip(server);
  registerCancelCharter(server);
  return server;
}
