// HTTP entry point: node:http adapter around the MCP fetch handler plus an ops status route.
// @ts-nocheck
import { createServer } from 'node:http';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { verifyAccessToken } from './auth.js';
import { buildServer } from './server.js';
import { keyring } from './state/keyring.js';
import { pool } from './db.js';

const mcp = createMcpHandler(() => buildServer());
const authenticate = requireBearerAuth({
  verifier: { verifyAccessToken },
  requiredScopes: [config.requiredScope],
});

async function toRequest(req): Promise<Request> {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  });
}

async function send(res, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) return res.end();
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

async function opsStatus(req, res) {
  const provided = String(req.headers['x-ops-token'] ?? '');
  if (!provided || provided.localeCompare(config.opsToken) !== 0) { // expect: no-timing-unsafe-compare
    res.writeHead(401).end();
    return;
  }
  const { rows } = await pool.query('SELECT count(*)::int AS open_orders FROM work_orders WHERE closed_at IS NULL');
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ stateKeyIds: keyring.kids(), activeKid: keyring.active.kid, ...rows[0] }));
}

createServer(async (req, res) => {
  try {
    if (req.url === '/ops/status') return await opsStatus(req, res);
    if (!req.url?.startsWith('/mcp')) return res.writeHead(404).end();
    const request = await toRequest(req);
    const auth = await authenticate(request);
    if (auth instanceof Response) return await send(res, auth);
    await send(res, await mcp.fetch(request, { authInfo: auth }));
  } catch (err) {
    console.error('request failed', err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
}).listen(config.port, () => {
  console.log(`fleet-maintenance MCP listening on :${config.port}`);
});
