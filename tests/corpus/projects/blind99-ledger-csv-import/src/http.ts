// HTTP entry point: a small node:http adapter that authenticates callers and hands requests to the MCP handler.
// @ts-nocheck
import { createServer } from 'node:http';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { verifyAccessToken } from './auth.js';
import { config } from './config.js';
import { buildServer } from './server.js';

const mcp = createMcpHandler(() => buildServer());
const authenticate = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['ledger:import'] });

async function toFetchRequest(req): Promise<Request> {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
  return new Request(new URL(req.url, `http://${req.headers.host ?? 'localhost'}`), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function writeFetchResponse(res, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) {
    for await (const chunk of response.body) res.write(chunk);
  }
  res.end();
}

const httpServer = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/healthz') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (url.pathname !== '/mcp') {
      res.writeHead(404).end();
      return;
    }
    const request = await toFetchRequest(req);
    const auth = await authenticate(request);
    if (auth instanceof Response) {
      await writeFetchResponse(res, auth);
      return;
    }
    await writeFetchResponse(res, await mcp.fetch(request, { authInfo: auth }));
  } catch (err) {
    console.error('request failed', err);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'internal_error' }));
  }
});

httpServer.listen(config.port, () => {
  console.log(`ledger-csv-import listening on :${config.port}`);
});
