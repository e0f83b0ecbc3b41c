// Low-level MCP server (SDK 1.x): lists the helpdesk tools and dispatches calls, turning refused state into tool errors.
'use strict';
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { StateRejected } = require('./state/jws-state');
const tickets = require('./tools/tickets');
const merge = require('./tools/merge');
const refunds = require('./tools/refunds');

const modules = [tickets, merge, refunds];

function asResult(value) {
  if (value && value.resultType === 'input_required') return value;
  if (value && value.error) return { isError: true, content: [{ type: 'text', text: value.error }] };
  return { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value };
}

function buildServer() {
  const server = new Server({ name: 'helpdesk-escalation', version: '1.11.2' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: modules.flatMap((m) => m.definitions) }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const info = extra.authInfo;
    if (!info || !info.extra || !info.extra.userId) {
      return { isError: true, content: [{ type: 'text', text: 'not authenticated' }] };
    }
    const agent = {
      userId: String(info.extra.userId),
      team: info.extra.team,
      refundLimitCents: info.extra.refundLimitCents || 0,
    };
    const { name, arguments: args = {} } = request.params;
    const meta = request.params._meta || {};
    const round = { requestState: meta.requestState, inputResponses: request.params.inputResponses };
    const mod = modules.find((m) => m.definitions.some((d) => d.name === name));
    if (!mod) return { isError: true, content: [{ type: 'text', text: `unknown tool ${name}` }] };
    try {
      return asResult(await mod.handle(name, args, agent, round));
    } catch (err) {
      if (err instanceof StateRejected) return { isError: true, content: [{ type: 'text', text: err.message }] };
      console.error(`tool ${name} failed`, err);
      return { isError: true, content: [{ type: 'text', text: 'tool failed' }] };
    }
  });

  return server;
}

module.exports = { buildServer };
