// Builds the low-level MCP server and routes tools/call to the modules registered in ./tools.
'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { ListToolsRequestSchema, CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const StateSeal = require('./stateSeal');
const tools = require('./tools');
const { toolError } = require('./results');

/** @param {any} config */
function buildServer(config) {
  const server = new Server({ name: 'fleet-dispatch', version: '0.7.2' }, { capabilities: { tools: {} } });
  const sealer = StateSeal.fromConfig(config);

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: Object.keys(tools).map((name) => tools[name].definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const name = request.params.name;
    const tool = Object.prototype.hasOwnProperty.call(tools, name) ? tools[name] : undefined;
    if (!tool) return toolError(`Unknown tool ${name}`);

    const meta = request.params._meta || {};
    const auth = extra.authInfo;
    const ctx = {
      config,
      sealer,
      auth,
      userId: auth && auth.extra ? auth.extra.userId : undefined,
      inputResponses: meta.inputResponses || {},
      requestState: meta.requestState,
      signal: extra.signal,
    };
    if (!ctx.userId) return toolError('This server needs an authenticated dispatcher');
    try {
      return await tool.handle(request.params.arguments || {}, ctx);
    } catch (err) {
      console.error(`[dispatch] tool ${name} failed`, err);
      return toolError(`The ${name} tool failed: ${err.message}`);
    }
  });

  return server;
}

module.exports = { buildServer };
