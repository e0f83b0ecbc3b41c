'use strict';

const express = require('express');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { requireBearerAuth } = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');

const loadConfig = require('./lib/config');
const createStateCodec = require('./lib/state-codec');
const createResumeContext = require('./lib/resume-context');
const createWarehouseClient = require('./lib/warehouse-client');
const createTransferStockTool = require('./tools/transfer-stock');
const createAdjustCountTool = require('./tools/adjust-count');
const createMcpServer = require('./server');

const config = loadConfig();

const codec = createStateCodec({ secret: config.state.secret, ttlMs: config.state.ttlMs }); // expect: no-weak-state-key
const resume = createResumeContext({ codec });
const warehouse = createWarehouseClient({ baseUrl: config.warehouseUrl });

const buildServer = createMcpServer({
  name: 'inventory-mcp',
  version: '1.3.0',
  tools: [createTransferStockTool({ warehouse, resume }), createAdjustCountTool({ warehouse, resume })],
});

const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(config.introspectionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    const info = await res.json();
    if (!info.active) throw new Error('token inactive');
    return {
      token,
      clientId: info.client_id,
      scopes: String(info.scope || '').split(' '),
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
  },
};

const app = express();
app.use(express.json({ limit: '256kb' }));

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['inventory'] }), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(config.port, () => console.log(`inventory-mcp on :${config.port}`));
