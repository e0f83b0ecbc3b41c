// Creates the McpServer and registers every dispatcher tool on it.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerLocateTools } from './tools/locate.js';
import { registerGeofence } from './tools/geofence.js';
import { registerImmobilize } from './tools/immobilize.js';
import { registerDispatch } from './tools/dispatch.js';

export function createMcpServer() {
  const server = new McpServer(
    { name: 'fleetline-telematics', version: '2.1.0' },
    { capabilities: { tools: {} }, instructions: 'Tools act only on vehicles in the caller\'s fleet.' },
  );
  registerLocateTools(server);
  registerGeofence(server);
  registerImmobilize(server);
  registerDispatch(server);
  return server;
}
