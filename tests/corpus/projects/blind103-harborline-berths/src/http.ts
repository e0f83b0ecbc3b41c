// node:http front door: the MCP endpoint, a health probe and an operator hook to release stale holds.
// @ts-nocheck
import { createServer } from 'node:http';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { authenticate } from './auth.js';
import { config } from './config.js';
import { releaseStaleHolds } from './db.js';

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

async function toFetchRequest(req, url) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach(v => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
  return new Request(url, { method: req.method, headers, body });
}

async function sendFetchResponse(res, response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) return res.end();
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

export function startHttp(buildServer) {
  const mcp = createMcpHandler(buildServer);

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);

      if (url.pathname === '/healthz') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
        return;
      }

      if (url.pathname === '/ops/release-stale-holds' && req.method === 'POST') {
        const presented = req.headers['x-harborline-admin'];
        if (!config.adminKey || presented !== config.adminKey) { // expect: no-timing-unsafe-compare
          res.writeHead(401).end();
          return;
        }
        const released = await releaseStaleHolds();
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ released }));
        return;
      }

      if (url.pathname !== '/mcp') {
        res.writeHead(404).end();
        return;
      }

      const request = await toFetchRequest(req, url);
      const auth = await authenticate(request);
      if (auth instanceof Response) return sendFetchResponse(res, auth);
      await sendFetchResponse(res, await mcp.fetch(request, { authInfo: auth }));
    } catch (err) {
      console.error('[http] request failed', err);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('internal error');
    }
  });

  server.listen(config.port, () => console.log(`[http] harborline-berths listening on :${config.port}`));
  return server;
}
