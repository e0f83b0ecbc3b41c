import express from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { loadConfig } from './config.js';
import { introspectionVerifier } from './auth.js';
import { SodiumStateSigner } from './crypto/sodium-state.js';
import { ErpClient } from './erp/erp-client.js';
import { toolFactory } from './tools/tool-builder.js';
import { stockTools } from './tools/stock-tools.js';
import { createWarehouseServer } from './server.js';

const config = await loadConfig();
const signer = await SodiumStateSigner.create({ key: config.stateKey, ttlMs: config.stateTtlMs });
const tools = stockTools(toolFactory(signer), new ErpClient(config.erp));

const app = express();
app.use(express.json({ limit: '256kb' }));

app.post('/mcp', requireBearerAuth({ verifier: introspectionVerifier(config) }), async (req, res) => {
  // Stateless: a fresh server + transport per request, nothing kept between rounds.
  const server = createWarehouseServer(tools);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.get('/healthz', (_req, res) => res.json({ ok: true }));

app.listen(config.port, () => console.log(`warehouse MCP on :${config.port}`));
