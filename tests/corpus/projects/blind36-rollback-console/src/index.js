import http from 'node:http';
import { Readable } from 'node:stream';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { createRollbackServer } from './server.js';

const PORT = Number(process.env.PORT ?? 8080);
const INTROSPECT_URL = process.env.INTROSPECT_URL ?? 'http://localhost:7300/oauth/introspect';

async function verifyAccessToken(token) {
  const res = await fetch(INTROSPECT_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  const info = await res.json();
  if (!info.active) throw new Error('token is not active');
  return {
    token,
    clientId: info.client_id,
    scopes: (info.scope ?? '').split(' '),
    expiresAt: info.exp,
    extra: { userId: info.sub },
  };
}

const authenticate = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['deploy:rollback'] });
const handler = createMcpHandler(createRollbackServer);

http
  .createServer(async (req, res) => {
    if (!req.url?.startsWith('/mcp')) return res.writeHead(404).end();
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : v ? [[k, v]] : [])),
      body: req.method === 'POST' ? Readable.toWeb(req) : undefined,
      duplex: 'half',
    });
    const authInfo = await authenticate(request);
    const response = authInfo instanceof Response ? authInfo : await handler.fetch(request, { authInfo });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body) Readable.fromWeb(response.body).pipe(res);
    else res.end();
  })
  .listen(PORT, () => console.log(`rollback-console MCP on :${PORT}`));
