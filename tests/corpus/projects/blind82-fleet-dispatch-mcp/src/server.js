// Low-level MCP server (SDK 1.x) that lists the dispatch tools and routes calls to their modules.
'use strict';
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const drivers = require('./tools/drivers');
const loads = require('./tools/loads');

const modules = [drivers, loads];

function toResult(value) {
  if (value && value.resultType === 'input_required') return value;
  if (value && value.error) return { isError: true, content: [{ type: 'text', text: value.error }] };
  return { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value };
}

function buildServer() {
  const server = new Server({ name: 'fleet-dispatch', version: '1.6.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: modules.flatMap((m) => m.definitions),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const auth = extra.authInfo;
    if (!auth || !auth.extra || !auth.extra.sub) {
      return { isError: true, content: [{ type: 'text', text: 'not authenticated' }] };
    }
    const user = { sub: auth.extra.sub, depots: auth.extra.depots || [] };
    const { name, arguments: args = {} } = request.params;
    const round = {
      requestState: request.params._meta && request.params._meta.requestState,
      inputResponses: request.params.inputResponses,
    };
    for (const mod of modules) {
      if (!mod.definitions.some((d) => d.name === name)) continue;
      try {
        return toResult(await mod.handle(name, args, user, round));
      } catch (err) {
        return { isError: true, content: [{ type: 'text', text: `failed: ${err.message}` }] };
      }
    }
    return { isError: true, content: [{ type: 'text', text: `unknown tool ${name}` }] };
  });

  return server;
}

module.exports = { buildServer };
