// Builds one McpServer per request with every irrigation tool registered.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { stateCodec } from './state.js';
import { registerZoneTools } from './tools/zones.js';
import { registerPlanIrrigation } from './tools/planIrrigation.js';
import { registerDrainZone } from './tools/drainZone.js';

export function buildServer() {
  const server = new McpServer(
    { name: 'orchard-irrigation', version: '0.6.2' },
    {
      capabilities: { tools: {} },
      requestState: { verify: stateCodec.verify },
    },
  );
  registerZoneTools(server);
  registerPlanIrrigation(server);
  registerDrainZone(server);
  return server;
}
