// Express entry point: stateless Streamable HTTP MCP endpoint for clinic staff.
'use strict';

const express = require('express');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { requireBearerAuth } = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const config = require('./config');
const { verifier } = require('./auth');
const { definitions } = require('./tools');
const { callTool } = require('./router');
const { pool } = require('./db');

function buildServer() {
  const server = new Server(
    { name: 'pawprint-clinic', version: '1.4.0' },
    { capabilities: { tools: {} } },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: definitions }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    try {
      return await callTool(request, extra);
    } catch (err) {
      console.error(`[${request.params.name}]`, err);
      return { isError: true, content: [{ type: 'text', text: `Tool failed: ${err.message}` }] };
    }
  });
  return server;
}

const app = express();
app.use(express.json({ limit: '256kb' }));

app.get('/healthz', async (_req, res) => {
  await pool.query('SELECT 1');
  res.send('ok');
});

app.post('/mcp', requireBearerAuth({ verifier }), async (req, res) => {
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
    console.error('mcp request failed', err);
    if (!res.headersSent) {
      res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
    }
  }
});

app.all('/mcp', (_req, res) => {
  res.status(405).set('Allow', 'POST').end();
});

app.listen(config.port, () => {
  console.log(`pawprint clinic MCP on :${config.port} (clinic ${config.clinicCode})`);
});
