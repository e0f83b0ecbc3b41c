// HTTP entry point: verifies the staff bearer token and serves Stockroom over stateless Streamable HTTP.
// @ts-nocheck
import { createServer } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { settings } from './settings.js';
import { verifyBearer } from './identity.js';
import { createStockroomServer } from './server.js';
import { sql } from './db.js';

const httpServer = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/healthz') {
    await sql`SELECT 1`;
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    return;
  }
  if (url.pathname !== '/mcp') {
    res.writeHead(404).end();
    return;
  }
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'POST' }).end();
    return;
  }

  const authInfo = await verifyBearer(req.headers.authorization);
  if (!authInfo) {
    res.writeHead(401, { 'www-authenticate': 'Bearer realm="stockroom"' }).end();
    return;
  }
  req.auth = authInfo;

  const server = createStockroomServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res);
  } catch (err) {
    console.error('mcp request failed', err);
    if (!res.headersSent) res.writeHead(500).end();
  }
});

httpServer.listen(settings.port, () => console.log(`stockroom MCP listening on :${settings.port}/mcp`));
