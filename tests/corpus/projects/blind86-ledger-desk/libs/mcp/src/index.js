// In-house wrapper over @modelcontextprotocol/sdk 1.x: tool registry, multi-round-trip helpers and result builders.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { zodToJsonSchema } from 'zod-to-json-schema';

export const success = (value) => ({
  content: [{ type: 'text', text: JSON.stringify(value) }],
  structuredContent: value,
});

export const failure = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function roundTripOf(params) {
  const meta = params._meta ?? {};
  return {
    state: params.requestState ?? meta.requestState,
    responses: params.inputResponses ?? meta.inputResponses ?? {},
  };
}

export function needsInput(inputRequests, requestState) {
  return {
    resultType: 'input_required',
    inputRequests,
    requestState,
    content: [],
    _meta: { requestState },
  };
}

export function elicit(message, requestedSchema) {
  return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema } };
}

export function accepted(responses, key) {
  const response = responses?.[key];
  return response?.action === 'accept' ? (response.content ?? {}) : undefined;
}

export function createLedgerServer(tools, info = { name: 'ledger-desk', version: '1.9.4' }) {
  const server = new Server(info, { capabilities: { tools: {} } });
  const byName = new Map(tools.map((t) => [t.name, t]));

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map((t) => ({
      name: t.name,
      description: t.description,
      inputSchema: zodToJsonSchema(t.input, { target: 'jsonSchema7' }),
      annotations: t.annotations,
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = byName.get(request.params.name);
    if (!tool) return failure(`Unknown tool ${request.params.name}.`);
    const parsed = tool.input.safeParse(request.params.arguments ?? {});
    if (!parsed.success) return failure(`Invalid arguments: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
    const auth = extra.authInfo;
    const userId = auth?.extra?.userId;
    if (!userId) return failure('Sign in to use the ledger tools.');
    const call = { userId, orgId: auth.extra.orgId, scopes: auth.scopes, ...roundTripOf(request.params) };
    try {
      return await tool.run(parsed.data, call);
    } catch (err) {
      console.error(`tool ${tool.name} failed`, err);
      return failure('The ledger service hit an internal error.');
    }
  });

  return server;
}
