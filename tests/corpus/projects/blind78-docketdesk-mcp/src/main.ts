// HTTP entry point: adapts node:http to the SDK's fetch-style MCP handler behind bearer auth.
// @ts-nocheck
import { createServer as createHttpServer } from 'node:http';
import { Readable } from 'node:stream';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { createServer } from './server.js';
import { verifier } from './security/auth.js';
import { settings } from './settings.js';

const mcp = createMcpHandler(createServer);
const authenticate = requireBearerAuth({ verifier, requiredScopes: ['dockets:read'] });

function toFetchRequest(req) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? Readable.toWeb(req) : undefined,
    duplex: 'half',
  });
}

async function sendFetchResponse(res, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) {
    res.end();
    return;
  }
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

const httpServer = createHttpServer(async (req, res) => {
  try {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    if (path === '/healthz') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (path !== '/mcp') {
      res.writeHead(404).end();
      return;
    }
    const request = toFetchRequest(req);
    const auth = await authenticate(request);
    if (auth instanceof Response) {
      await sendFetchResponse(res, auth);
      return;
    }
    await sendFetchResponse(res, await mcp.fetch(request, { authInfo: auth }));
  } catch (err) {
    console.error('request failed', err);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'internal error' }));
  }
});

httpServer.listen(settings.port, () => {
  console.log(`${settings.service.name} ${settings.service.version} listening on :${settings.port}`);
});
