// Creates the low-level MCP server and routes tools/list and tools/call to the tool modules.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { config } from './config.js';
import { principalFrom } from './auth.js';
import { StateRejected } from './state/envelope.js';
import { toolError } from './results.js';
import { findSlots } from './tools/findSlots.js';
import { bookAppointment } from './tools/book.js';
import { cancelAppointment } from './tools/cancel.js';
import { rescheduleAppointment } from './tools/reschedule.js';

const tools = new Map([findSlots, bookAppointment, cancelAppointment, rescheduleAppointment].map((t) => [t.name, t]));

const listing = [...tools.values()].map((t) => ({
  name: t.name,
  description: t.description,
  inputSchema: toJsonSchema(t.input),
  annotations: t.annotations,
}));

export function createServer() {
  const server = new Server(config.serverInfo, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listing }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) return toolError(`Unknown tool ${request.params.name}.`);

    const args = v.safeParse(tool.input, request.params.arguments ?? {});
    if (!args.success) return toolError(`Invalid arguments: ${args.issues.map((i) => i.message).join('; ')}`);

    const principal = principalFrom(extra.authInfo);
    const params = request.params;
    try {
      return await tool.run(args.output, {
        principal,
        authInfo: extra.authInfo,
        inputResponses: params.inputResponses ?? params._meta?.inputResponses,
        requestState: params.requestState ?? params._meta?.requestState,
      });
    } catch (err) {
      if (err instanceof StateRejected) return toolError(err.message);
      throw err;
    }
  });

  return server;
}
