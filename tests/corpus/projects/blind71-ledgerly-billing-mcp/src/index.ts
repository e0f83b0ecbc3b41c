// HTTP entrypoint: authenticates each request and hands it to a fresh MCP server via the fetch-style handler.
// @ts-nocheck
import { createServer } from 'node:http';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { authenticate } from './auth.js';
import { buildServer } from './server.js';
import { config } from './config.js';
import { pool } from './db.js';

const mcp = createMcpHandler(() => buildServer());

async function toWebRequest(req): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, String(value));
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
  return new Request(new URL(req.url, `http://${req.headers.host ?? 'localhost'}`), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function sendWebResponse(res, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (!response.body) {
    res.end();
    return;
  }
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

const httpServer = createServer(async (req, res) => {
  try {
    if (req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (!req.url?.startsWith('/mcp')) {
      res.writeHead(404).end();
      return;
    }
    const request = await toWebRequest(req);
    const auth = await authenticate(request);
    if (auth instanceof Response) {
      await sendWebResponse(res, auth);
      return;
    }
    await sendWebResponse(res, await mcp.fetch(request, { authInfo: auth }));
  } catch (err) {
    console.error('[http] request failed', err);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'internal_error' }));
  }
});

httpServer.listen(config.port, () => {
  console.log(`${config.serviceName} ${config.serviceVersion} listening on :${config.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    httpServer.close(() => pool.end().finally(() => process.exit(0)));
  });
}
