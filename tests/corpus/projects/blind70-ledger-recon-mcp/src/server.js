// HTTP entry point: Express app hosting the stateless MCP endpoint for ledger reconciliation.
'use strict';

const express = require('express');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { loadConfig } = require('./config');
const { createDb } = require('./db');
const { createAuthMiddleware } = require('./auth');
const { createStateTokens } = require('./state-token');
const { createBankFeeds } = require('./bank-feeds');
const { createLedgerServer } = require('./handlers');
const logger = require('./logger');

const config = loadConfig();
const db = createDb(config.mysql);
const stateTokens = createStateTokens(config.stateKey);
const bankFeeds = createBankFeeds({ ...config.bankFeeds, db });

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '4mb' }));

app.get('/healthz', async (_req, res) => {
  try {
    await db.query('SELECT 1');
    res.json({ ok: true });
  } catch (err) {
    res.status(503).json({ ok: false });
  }
});

app.post('/mcp', createAuthMiddleware(config.oidc), async (req, res) => {
  const server = createLedgerServer({ config, db, stateTokens, bankFeeds });
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (err) {
    logger.error('mcp request failed', { err: err.message });
    if (!res.headersSent) {
      res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
    }
  }
});

app.all('/mcp', (_req, res) => {
  res.status(405).set('Allow', 'POST').json({ error: 'method not allowed' });
});

const httpServer = app.listen(config.port, () => logger.info(`ledger-recon MCP listening on ${config.port}`));

process.on('SIGTERM', () => {
  httpServer.close(() => db.end().then(() => process.exit(0)));
});
