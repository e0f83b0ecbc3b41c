// HTTP entry point: checks bearer tokens and serves the stateless MCP endpoint over node:http.
// @ts-nocheck
import { createServer } from 'node:http';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { verifyAccessToken } from './auth.js';
import { buildServer } from './server.js';
import { pool } from './db.js';

const handler = createMcpHandler(buildServer);
const authenticate = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['ledger:close'] });

async function toRequest(req): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

const httpServer = createServer(async (req, res) => {
  try {
    if (!req.url?.startsWith('/mcp')) {
      res.writeHead(404).end();
      return;
    }
    const request = await toRequest(req);
    const auth = await authenticate(request);
    const response = auth instanceof Response ? auth : await handler.fetch(request, { authInfo: auth });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body) {
      for await (const chunk of response.body) res.write(chunk);
    }
    res.end();
  } catch (err) {
    console.error('[http] request failed', err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
});

httpServer.listen(config.port, () => console.log(`ledger-close MCP listening on :${config.port}`));

process.on('SIGTERM', () => {
  httpServer.close(() => pool.end().then(() => process.exit(0)));
});
