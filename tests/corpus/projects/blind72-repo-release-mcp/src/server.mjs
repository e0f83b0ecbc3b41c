// Entry point (ESM) wiring express, the webhook receiver and the MCP endpoint around the CommonJS modules.
import { createRequire } from 'node:module';
import express from 'express';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import config from './config.cjs';
import { deriveKey } from './keys.cjs';
import { webhookRouter } from './webhooks.mjs';
import * as draftNotes from './tools/draftNotes.mjs';

const require = createRequire(import.meta.url);
const Sealer = require('./sealer.cjs');
const { bearerAuth } = require('./auth.cjs');
const publishRelease = require('./tools/publishRelease.cjs');
const deleteRelease = require('./tools/deleteRelease.cjs');

config.loadSecrets();
const sealer = new Sealer(deriveKey(config.masterKey, 'mcp-request-state'));

function buildServer() {
  const server = new McpServer({ name: 'repo-release', version: '3.1.0' }, { capabilities: { tools: {} } });
  draftNotes.register(server, { config, sealer });
  publishRelease.register(server, { config, sealer });
  deleteRelease.register(server, { config });
  return server;
}

const app = express();
app.use(webhookRouter(config, draftNotes.forgetRepo));
app.use('/mcp', express.json({ limit: '1mb' }));

app.post('/mcp', bearerAuth(config), async (req, res) => {
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
    console.error('[release] mcp request failed', err);
    if (!res.headersSent) res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
  }
});

app.listen(config.port, () => console.log(`[release] listening on ${config.port}`));
