// Express entry point that serves the billing refunds MCP server with its refund and invoice tools.
'use strict';

const express = require('express');
const Stripe = require('stripe');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { requireBearerAuth } = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');

const RefundGateway = require('./payments/RefundGateway');
const { StateTokens, StateTokenError } = require('./security/StateTokens');
const { stateSigningKey } = require('./security/stateKey');
const RefundChargeTool = require('./tools/RefundChargeTool');
const InvoiceLookupTool = require('./tools/InvoiceLookupTool');
const { verifier } = require('./auth');

const deps = {
  gateway: new RefundGateway(new Stripe(process.env.STRIPE_SECRET_KEY)),
  tokens: new StateTokens(stateSigningKey()), // expect: no-weak-state-key
};
const tools = new Map([new RefundChargeTool(deps), new InvoiceLookupTool(deps)].map((t) => [t.name, t]));

function buildServer() {
  const server = new Server({ name: 'billing-refunds', version: '2.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...tools.values()].map((t) => t.definition) }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) return { content: [{ type: 'text', text: 'unknown tool' }], isError: true };
    try {
      return await tool.call(request.params, extra);
    } catch (err) {
      if (err instanceof StateTokenError) return { content: [{ type: 'text', text: err.message }], isError: true };
      throw err;
    }
  });
  return server;
}

const app = express();
app.use(express.json());
app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['billing:refund'] }), async (req, res) => {
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  const server = buildServer();
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(Number(process.env.PORT ?? 3000));
