// Builds a low-level SDK 1.x Server whose tools/list and tools/call handlers dispatch over a Ramda-indexed tool table.
import * as R from 'ramda';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { failure } from './state/wire.js';
import { trackDelivery } from './tools/trackDelivery.js';
import { rescheduleDelivery } from './tools/rescheduleDelivery.js';
import { cancelDelivery } from './tools/cancelDelivery.js';

const tools = [trackDelivery, rescheduleDelivery, cancelDelivery];
const byName = R.indexBy(R.prop('name'), tools);

const describe = (tool) => ({
  name: tool.name,
  description: tool.description,
  inputSchema: zodToJsonSchema(tool.args, { target: 'jsonSchema7', $refStrategy: 'none' }),
  annotations: tool.annotations,
});

const callerOf = (extra) => {
  const info = extra.authInfo;
  const who = info?.extra ?? {};
  return who.dispatcherId && who.depotId
    ? { dispatcherId: String(who.dispatcherId), depotId: String(who.depotId), scopes: info.scopes ?? [] }
    : null;
};

export const buildServer = (deps) => {
  const server = new Server({ name: 'courier-dispatch', version: '0.9.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: R.map(describe, tools) }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = byName[request.params.name];
    if (!tool) return failure(`Unknown tool ${request.params.name}.`);
    const caller = callerOf(extra);
    if (!caller) return failure('Sign in as a depot dispatcher first.');
    const parsed = tool.args.safeParse(request.params.arguments ?? {});
    if (!parsed.success) return failure(`Invalid arguments: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
    try {
      return await tool.run(deps, caller, parsed.data, request);
    } catch (error) {
      console.error(`[dispatch] ${tool.name} failed`, error);
      return failure('The dispatch backend failed; try again shortly.');
    }
  });

  return server;
};
