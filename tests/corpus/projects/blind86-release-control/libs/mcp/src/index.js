// Release-control wrapper over @modelcontextprotocol/sdk 1.x: tool registry, argument parsing and round-trip helpers.
'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { zodToJsonSchema } = require('zod-to-json-schema');

const reply = (value) => ({ content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value });
const reject = (text) => ({ isError: true, content: [{ type: 'text', text }] });

function awaitingInput(inputRequests, requestState) {
  return { resultType: 'input_required', inputRequests, requestState, content: [], _meta: { requestState } };
}

function confirmRequest(message, title) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message,
      requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title } }, required: ['confirm'] },
    },
  };
}

function confirmed(call, key) {
  const response = call.responses[key];
  return response && response.action === 'accept' && response.content && response.content.confirm === true;
}

function callContext(params, authInfo) {
  const extra = (authInfo && authInfo.extra) || {};
  if (typeof extra.userId !== 'string') return null;
  const meta = params._meta || {};
  return {
    userId: extra.userId,
    login: extra.login,
    groups: extra.groups || [],
    state: params.requestState !== undefined ? params.requestState : meta.requestState,
    responses: params.inputResponses || meta.inputResponses || {},
  };
}

function toolServer(tools) {
  const server = new Server({ name: 'release-control', version: '4.1.0' }, { capabilities: { tools: {} } });
  const registry = new Map(tools.map((t) => [t.name, t]));

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map((t) => ({
      name: t.name,
      description: t.description,
      inputSchema: zodToJsonSchema(t.input, { target: 'jsonSchema7' }),
      annotations: t.annotations,
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = registry.get(request.params.name);
    if (!tool) return reject(`Unknown tool ${request.params.name}.`);
    const call = callContext(request.params, extra.authInfo);
    if (!call) return reject('Sign in to use release-control.');
    if (tool.group && !call.groups.includes(tool.group)) return reject(`This tool is limited to the ${tool.group} group.`);
    const parsed = tool.input.safeParse(request.params.arguments || {});
    if (!parsed.success) return reject(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    return tool.run(parsed.data, call);
  });

  return server;
}

module.exports = { toolServer, awaitingInput, confirmRequest, confirmed, reply, reject };
