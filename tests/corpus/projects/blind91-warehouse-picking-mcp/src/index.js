// HTTP entry point: bearer-protected /mcp via the SDK fetch handler, and the carrier webhook.
import { createServer } from 'node:http';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { buildServer } from './server.js';
import { handleCarrierWebhook } from './webhooks/carrier.js';

async function verifyAccessToken(token) {
  const res = await fetch(config.introspectionUrl, {
    method: 'POST',
    headers: { authorization: `Basic ${config.introspectionAuth}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  if (!res.ok) throw new Error(`introspection HTTP ${res.status}`);
  const data = await res.json();
  if (!data.active) throw new Error('inactive token');
  return {
    token,
    clientId: data.client_id,
    scopes: String(data.scope ?? '').split(' ').filter(Boolean),
    expiresAt: data.exp,
    extra: { userId: data.sub, siteId: data.site_id },
  };
}

const mcp = createMcpHandler(() => buildServer());
const authenticate = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['wms:pick'] });

async function toFetchRequest(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, String(v)]])),
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function writeResponse(res, response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) for await (const chunk of response.body) res.write(chunk);
  res.end();
}

createServer(async (req, res) => {
  try {
    if (req.method === 'POST' && req.url === '/webhooks/carrier') return await handleCarrierWebhook(req, res);
    if (!req.url?.startsWith('/mcp')) return res.writeHead(404).end();
    const request = await toFetchRequest(req);
    const auth = await authenticate(request);
    if (auth instanceof Response) return await writeResponse(res, auth);
    await writeResponse(res, await mcp.fetch(request, { authInfo: auth }));
  } catch (err) {
    console.error(err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
}).listen(config.port, () => console.log(`warehouse-picking MCP on :${config.port}`));
