// HTTP entry point: express app serving stateless MCP at /mcp plus the payroll webhook.
const express = require('express');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { loadConfig } = require('./config');
const { createDb } = require('./db');
const { createAuthMiddleware } = require('./auth');
const { resolveStateKey } = require('./security/stateKey');
const { createStateTokens } = require('./security/stateToken');
const { verifyPayrollSignature } = require('./security/webhooks');
const { CalendarClient } = require('./services/calendar');
const { registerTools } = require('./tools');
const pkg = require('../package.json');

const config = loadConfig();
const stateOptions = config.stateTokens;

const deps = {
  db: createDb(config.mysql),
  stateTokens: createStateTokens({ ...stateOptions, key: resolveStateKey(stateOptions.secret) }), // expect: no-weak-state-key
  calendar: new CalendarClient(config.calendar),
};

function buildServer() {
  const server = new Server({ name: pkg.name, version: pkg.version }, { capabilities: { tools: {} } });
  registerTools(server, deps);
  return server;
}

const app = express();

app.post('/webhooks/payroll', express.raw({ type: 'application/json', limit: '256kb' }), async (req, res) => {
  if (!verifyPayrollSignature(req.body, req.get('x-payroll-signature'), config.payrollWebhookSecret)) {
    res.status(401).end();
    return;
  }
  const event = JSON.parse(req.body.toString('utf8'));
  if (event.type === 'timesheet.approved') {
    await deps.db.markTimesheetApproved(event.data.timesheet_id, new Date(event.created * 1000));
  }
  res.status(204).end();
});

app.post('/mcp', express.json({ limit: '1mb' }), createAuthMiddleware(config.identity), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (err) {
    console.error('mcp request failed', err);
    if (!res.headersSent) res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
  }
});

app.all('/mcp', (req, res) => res.status(405).set('Allow', 'POST').end());

app.listen(config.port, () => console.log(`clinicroster-shifts on :${config.port}`));
