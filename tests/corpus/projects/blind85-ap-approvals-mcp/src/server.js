// Low-level MCP server wiring: tool listing from zod schemas and dispatch of tools/call.
'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { zodToJsonSchema } = require('zod-to-json-schema');
const { principalFrom } = require('./auth');
const { StateTokenError } = require('./state/token');
const { toolError } = require('./results');
const { listInvoices, approveInvoice } = require('./tools/invoices');
const { updateVendorBankTool } = require('./tools/vendors');
const pkg = require('../package.json');

const tools = new Map([listInvoices, approveInvoice, updateVendorBankTool].map((t) => [t.name, t]));

function createMcpServer() {
  const server = new Server({ name: pkg.name, version: pkg.version }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map((t) => ({
      name: t.name,
      description: t.description,
      annotations: t.annotations,
      inputSchema: zodToJsonSchema(t.input, { target: 'jsonSchema7', $refStrategy: 'none' }),
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) return toolError(`Unknown tool: ${request.params.name}`);
    const parsed = tool.input.safeParse(request.params.arguments || {});
    if (!parsed.success) return toolError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));

    const meta = request.params._meta || {};
    try {
      return await tool.run(parsed.data, {
        principal: principalFrom(extra.authInfo),
        inputResponses: request.params.inputResponses || meta.inputResponses,
        requestState: request.params.requestState || meta.requestState,
      });
    } catch (err) {
      if (err instanceof StateTokenError || (err && err.name === 'ZodError')) return toolError(err.message);
      throw err;
    }
  });

  return server;
}

module.exports = { createMcpServer };
