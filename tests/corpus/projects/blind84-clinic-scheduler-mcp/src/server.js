// Express entry point: authenticates callers and serves the stateless clinic scheduler MCP endpoint.
'use strict';

const express = require('express');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } = require('@modelcontextprotocol/sdk/types.js');
const { createAuthMiddleware } = require('./auth');
const { loadConfig } = require('./config');
const { createDatabase } = require('./db');
const { NotifyClient } = require('./lib/notify');
const { StateSealer } = require('./lib/seal');
const { BookAppointmentTool, CancelAppointmentTool } = require('./tools/appointments');
const { IntakeFormTool } = require('./tools/intake');

const config = loadConfig();

const deps = {
  db: createDatabase(config.mysql),
  sealer: new StateSealer(config.stateKey), // expect: no-weak-state-key
  notify: new NotifyClient(config.notifyUrl, config.notifyApiKey),
  audit: (entry) => process.stdout.write(`${JSON.stringify({ at: new Date().toISOString(), ...entry })}\n`),
};

const tools = new Map(
  [new BookAppointmentTool(deps), new CancelAppointmentTool(deps), new IntakeFormTool(deps)].map((t) => [t.name, t]),
);

function buildServer() {
  const server = new Server({ name: 'clinic-scheduler', version: '1.4.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map((t) => t.definition()),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    return tool.call(request, extra);
  });
  return server;
}

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '256kb' }));

app.get('/healthz', (_req, res) => res.json({ ok: true }));

app.post('/mcp', createAuthMiddleware(config), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (err) {
    console.error('MCP request failed', err);
    if (!res.headersSent) {
      res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
    }
  }
});

const httpServer = app.listen(config.port, () => console.log(`clinic-scheduler MCP listening on :${config.port}`));

process.on('SIGTERM', () => httpServer.close(() => deps.db.close()));
