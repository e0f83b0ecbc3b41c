// Low-level MCP Server wiring: tool listing and dispatch of tools/call to the tool modules.
'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { ListToolsRequestSchema, CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { callerFrom } = require('./auth');
const orderPanel = require('./tools/orderPanel');
const results = require('./tools/results');

const tools = [orderPanel, results.list, results.release];
const byName = new Map(tools.map(t => [t.definition.name, t]));

function buildServer() {
  const server = new Server(
    { name: 'pathlab-courier', version: '1.4.0' },
    { capabilities: { tools: {} }, instructions: 'Lab ordering and results for PathLab partner practices.' },
  );

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map(t => t.definition) }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = byName.get(request.params.name);
    if (!tool) return { content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }], isError: true };
    const caller = callerFrom(extra);
    try {
      return await tool.handle(request.params.arguments || {}, { request, caller, extra });
    } catch (err) {
      console.error(`[tools] ${request.params.name} failed`, err);
      return { content: [{ type: 'text', text: 'The lab system did not answer; try again shortly.' }], isError: true };
    }
  });

  return server;
}

module.exports = { buildServer };
