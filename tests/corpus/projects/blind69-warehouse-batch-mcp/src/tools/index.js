// Creates the McpServer, registers every warehouse tool and provides helpers for hand-built input rounds.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerJobTools } from './jobs.js';
import { registerQueryTools } from './queries.js';
import { registerSubscriptionTools } from './subscriptions.js';

export function roundOf(extra) {
  const meta = extra?._meta ?? {};
  return {
    requestState: typeof meta.requestState === 'string' ? meta.requestState : undefined,
    inputResponses: meta.inputResponses ?? {},
  };
}

export function callerOf(extra) {
  const userId = extra?.authInfo?.extra?.userId;
  if (!userId) throw new Error('authenticated caller required');
  return { userId: String(userId), token: extra.authInfo.token };
}

export function accepted(inputResponses, key) {
  const r = inputResponses?.[key];
  return r && r.action === 'accept' ? r.content ?? {} : null;
}

export function needInput(inputRequests, requestState, note) {
  return {
    content: [{ type: 'text', text: note ?? 'Waiting for your answer.' }],
    resultType: 'input_required',
    inputRequests,
    requestState,
    _meta: { requestState },
  };
}

export function ask(message, properties) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: Object.keys(properties) } },
  };
}

export const reply = (text) => ({ content: [{ type: 'text', text }] });
export const refuse = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function createMcpServer() {
  const server = new McpServer(
    { name: 'warehouse', version: '0.4.1' },
    { capabilities: { tools: {} }, instructions: 'Query and load data in the Warehouse on behalf of the signed-in user.' },
  );
  registerQueryTools(server);
  registerJobTools(server);
  registerSubscriptionTools(server);
  return server;
}
