import { createHash } from 'node:crypto';
import express from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { safeEqual } from 'eslint-plugin-mcp-state/seal';
import * as R from 'ramda';
import { makeServer } from './server.js';
import { definitions } from './tools/index.js';

const USERINFO_URL = process.env.OIDC_USERINFO_URL ?? 'https://id.shop.internal/userinfo';
const adminToken = process.env.CATALOG_ADMIN_TOKEN;
if (!adminToken) throw new Error('CATALOG_ADMIN_TOKEN is not set');

const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(USERINFO_URL, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error('invalid token');
    const info = await res.json();
    return {
      token,
      clientId: info.azp,
      scopes: R.split(' ', info.scope ?? ''),
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
  },
};

const app = express();

app.post('/mcp', express.json({ limit: '2mb' }), requireBearerAuth({ verifier, requiredScopes: ['catalog'] }), async (req, res) => {
  const server = makeServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

// Public tool manifest for the storefront team; cached by ETag (a hash of public content).
app.get('/tools.json', (req, res) => {
  const body = JSON.stringify({ tools: definitions });
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  if (req.get('if-none-match') === etag) return res.status(304).end();
  return res.set('etag', etag).type('json').send(body);
});

// Ops endpoint: rebuild the search index. Static service token, compared in constant time.
app.post('/admin/reindex', async (req, res) => {
  if (!safeEqual(req.get('x-admin-token') ?? '', adminToken)) return res.status(401).end();
  await fetch(new URL('/search:reindex', process.env.CATALOG_API_URL), {
    method: 'POST',
    headers: { authorization: `Bearer ${process.env.CATALOG_API_TOKEN}` },
  });
  return res.status(202).end();
});

app.listen(Number(process.env.PORT ?? 3000));
