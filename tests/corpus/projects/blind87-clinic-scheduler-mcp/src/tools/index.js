// Builds a low-level MCP Server (SDK 1.x) and dispatches tools/call to the clinic tools.
'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { zodToJsonSchema } = require('zod-to-json-schema');
const { bookingTools } = require('./booking');
const { cancelTool } = require('./cancelAppointment');
const rounds = require('../lib/rounds');

function buildServer(deps) {
  const tools = [...bookingTools(deps), cancelTool(deps)];
  const byName = new Map(tools.map((t) => [t.name, t]));

  const server = new Server({ name: 'clinic-scheduler', version: '2.3.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map((t) => ({
      name: t.name,
      description: t.description,
      inputSchema: zodToJsonSchema(t.schema),
      annotations: { destructiveHint: Boolean(t.destructive) },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = byName.get(request.params.name);
    if (!tool) return rounds.text(`Unknown tool ${request.params.name}`, true);
    const parsed = tool.schema.safeParse(request.params.arguments || {});
    if (!parsed.success) return rounds.text(`Invalid arguments: ${parsed.error.message}`, true);

    const meta = request.params._meta || {};
    const ctx = {
      authInfo: extra.authInfo,
      requestState: meta.requestState,
      inputResponses: meta.inputResponses,
    };
    try {
      return await tool.handler(parsed.data, ctx);
    } catch (err) {
      deps.log.error(`[${tool.name}] ${err.message}`);
      return rounds.text('The scheduling service is unavailable right now.', true);
    }
  });

  return server;
}

module.exports = { buildServer };
