import { McpServer } from '@modelcontextprotocol/server';
import { fleetCodec } from './state/index.js';
import { registerDispatchTool } from './tools/dispatch-vehicle.js';
import { registerDrainDepotTool } from './tools/drain-depot.js';
import type { TelematicsGateway } from './vendors/telematics.js';

const VERSION = '2.1.0';

export interface ServerDeps {
  telematics: TelematicsGateway;
}

/** Public server used by dispatchers' assistants. */
export function createFleetServer(deps: ServerDeps): McpServer {
  const server = new McpServer(
    { name: 'fleet-scheduler', version: VERSION },
    {
      capabilities: { tools: {} },
      requestState: { verify: fleetCodec.verify },
    },
  );
  registerDispatchTool(server, deps);
  return server;
}

/** Admin server, mounted on /admin/mcp for depot managers. */
export function createAdminServer(deps: ServerDeps): McpServer {
  const server = new McpServer({ name: 'fleet-scheduler-admin', version: VERSION }, { capabilities: { tools: {} } });
  registerDrainDepotTool(server, deps.telematics);
  return server;
}
