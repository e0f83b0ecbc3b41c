// HTTP entry point: serves the dispatch MCP server over streamable HTTP behind bearer auth.
'use strict';

const express = require('express');
const config = require('./config');
const { bearerAuth } = require('./auth');
const { buildServer } = require('./mcp');

function main() {
  const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '1mb' }));

  app.get('/healthz', (_req, res) => res.json({ ok: true }));

  app.post('/mcp', bearerAuth(config), async (req, res) => {
    const server = buildServer(config); // expect: no-weak-state-key
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => {
      transport.close();
      server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (err) {
      console.error('[dispatch] mcp request failed', err);
      if (!res.headersSent) {
        res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
      }
    }
  });

  app.all('/mcp', (_req, res) => {
    res.set('Allow', 'POST').status(405).json({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed' }, id: null });
  });

  app.use((err, _req, res, _next) => {
    console.error('[dispatch] unhandled', err);
    res.status(502).json({ error: 'upstream_unavailable' });
  });

  app.listen(config.port, () => console.log(`[dispatch] MCP listening on :${config.port}`));
}

main();
