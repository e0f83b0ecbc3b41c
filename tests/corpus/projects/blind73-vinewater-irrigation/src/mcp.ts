// Low-level MCP server: tool registry, tools/call dispatch and input_required helpers.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { StateRejected } from './crypto/sealedState.js';
import * as listZones from './tools/listZones.js';
import * as setSchedule from './tools/setSchedule.js';
import * as flushValve from './tools/flushValve.js';
import * as sensorHistory from './tools/sensorHistory.js';

export function askForm(message: string, properties: Record<string, unknown>, required = Object.keys(properties)) {
  return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } } };
}

export function inputRequired(inputRequests: Record<string, unknown>, requestState: string) {
  return { resultType: 'input_required', inputRequests, requestState, content: [] };
}

export function returnedState(request): string | undefined {
  return request.params.requestState ?? request.params._meta?.requestState;
}

export function answerTo(request, key: string) {
  const responses = request.params.inputResponses ?? request.params._meta?.inputResponses ?? {};
  const r = responses[key];
  return r?.action === 'accept' ? r.content ?? {} : null;
}

export const reply = (text: string, structuredContent?: unknown) => ({ content: [{ type: 'text', text }], ...(structuredContent ? { structuredContent } : {}) });
export const refuse = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

const tools = [listZones, setSchedule, flushValve, sensorHistory];
const registry = new Map(tools.map((t) => [t.definition.name, t]));

export function createMcpServer() {
  const server = new Server({ name: 'vinewater', version: '1.7.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map((t) => t.definition) }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = registry.get(request.params.name);
    if (!tool) return refuse(`unknown tool ${request.params.name}`);
    try {
      return await tool.run(request, extra);
    } catch (err) {
      if (err instanceof StateRejected) return refuse(`Your earlier answer can no longer be used: ${err.message}. Please ask again.`);
      console.error(`tool ${request.params.name} failed`, err);
      return refuse(err instanceof Error ? err.message : 'unexpected error');
    }
  });
  return server;
}
