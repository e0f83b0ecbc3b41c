// Builds a low-level MCP Server and routes tools/list and tools/call to the tool modules.
'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const setpoint = require('../tools/setpoint');
const irrigation = require('../tools/irrigation');
const readings = require('../tools/readings');
const { text } = require('./rounds');

const tools = new Map([setpoint, irrigation, readings].map((t) => [t.definition.name, t]));

function createServer(log) {
  const server = new Server(
    { name: 'glasshouse-climate', version: '1.3.0' },
    { capabilities: { tools: {} } },
  );

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map((t) => t.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) return text(`Unknown tool ${request.params.name}`, true);
    try {
      return await tool.handle(request.params, extra);
    } catch (err) {
      if (err.code === 'UNAUTHENTICATED' || err.code === 'FORBIDDEN') return text(err.message, true);
      log.error({ err, tool: request.params.name }, 'tool failed');
      return text('The climate controller could not complete that request.', true);
    }
  });

  return server;
}

module.exports = { createServer };
