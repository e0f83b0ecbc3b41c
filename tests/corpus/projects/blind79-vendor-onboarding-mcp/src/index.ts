// HTTP entry point: authenticates callers and hands /mcp requests to a fresh MCP server.
// @ts-nocheck

import http from 'node:http';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { loadConfig } from './config.js';
import { introspectingVerifier } from './auth.js';
import { createPool } from './db.js';
import { buildServer } from './server.js';

const config = loadConfig();
const pool = createPool(config.databaseUrl);
const mcp = createMcpHandler(() => buildServer({ config, pool })); // expect: no-weak-state-key
const authenticate = requireBearerAuth({
  verifier: introspectingVerifier(config.idp),
  requiredScopes: config.requiredScopes,
});

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toFetchRequest(req: http.IncomingMessage, body: Buffer): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const withBody = req.method !== 'GET' && req.method !== 'HEAD' && body.length > 0;
  return new Request(url, { method: req.method, headers, body: withBody ? body : undefined });
}

async function writeResponse(res: http.ServerResponse, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  if (response.body) {
    for await (const chunk of response.body) res.write(chunk);
  }
  res.end();
}

const server = http.createServer(async (req, res) => {
  try {
    if (req.url === '/healthz') {
      await pool.query('select 1');
      res.writeHead(200).end('ok');
      return;
    }
    if (!req.url?.startsWith('/mcp')) {
      res.writeHead(404).end();
      return;
    }
    const request = toFetchRequest(req, await readBody(req));
    const auth = await authenticate(request);
    if (auth instanceof Response) {
      await writeResponse(res, auth);
      return;
    }
    await writeResponse(res, await mcp.fetch(request, { authInfo: auth }));
  } catch (err) {
    console.error('request failed', err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
});

server.listen(config.port, () => {
  console.log(`vendor-onboarding listening on :${config.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => pool.end().finally(() => process.exit(0)));
  });
}
