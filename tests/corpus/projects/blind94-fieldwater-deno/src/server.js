// Builds the low-level MCP Server for one authenticated request and dispatches tool calls.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { fertigationTool, setFertigation } from './tools/fertigation.js';
import { flushTool, flushValves } from './tools/flush.js';
import { listZones, scheduleWatering, zoneTools } from './tools/zones.js';
import { STATE_META } from './state/token.js';

const handlers = {
  list_zones: listZones,
  schedule_watering: scheduleWatering,
  flush_valves: flushValves,
  set_fertigation: setFertigation,
};

export function buildServer({ deps, user }) {
  const server = new Server(
    { name: deps.cfg.serviceName, version: deps.cfg.serviceVersion },
    { capabilities: { tools: {} } },
  );

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...zoneTools, flushTool, fertigationTool],
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { name, arguments: args = {} } = request.params;
    const handler = handlers[name];
    if (!handler) {
      return { content: [{ type: 'text', text: `Unknown tool ${name}` }], isError: true };
    }
    const round = {
      state: request.params._meta?.[STATE_META],
      responses: request.params.inputResponses ?? request.params._meta?.['farm.fieldwater/inputResponses'] ?? {},
    };
    try {
      return await handler({ deps, user, args, round });
    } catch (err) {
      console.error(`tool ${name} failed`, err);
      return { content: [{ type: 'text', text: `${name} failed: ${err.message}` }], isError: true };
    }
  });

  return server;
}
