// Registers tools/list and tools/call on a low-level Server and routes calls to the tool modules.
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { flushZone } from './flushLines.js';
import { calibrateSensor } from './calibrateSensor.js';
import { readSensors } from './readSensors.js';

const TOOLS = [readSensors, calibrateSensor, flushZone];

export function installTools(server, deps) {
  const registry = new Map(TOOLS.map((t) => [t.name, t]));

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: TOOLS.map(({ name, description, inputSchema, annotations }) => ({ name, description, inputSchema, annotations })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name, arguments: args = {}, ...params } = request.params;
    const tool = registry.get(name);
    if (!tool) return { isError: true, content: [{ type: 'text', text: `No tool named ${name}.` }] };

    const who = extra.authInfo?.extra ?? {};
    if (!who.userId || !who.siteId) {
      return { isError: true, content: [{ type: 'text', text: 'Your token is not linked to a greenhouse site.' }] };
    }
    const ctx = {
      userId: who.userId,
      siteId: who.siteId,
      requestState: params.requestState ?? params._meta?.requestState,
      inputResponses: params.inputResponses ?? params._meta?.inputResponses,
    };
    return tool.run(args, ctx, deps);
  });
}
