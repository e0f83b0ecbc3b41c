// HTTP entry point on Hono: bearer-authenticated MCP endpoint plus the carrier webhook route.
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { env } from './env.js';
import { verifyAccessToken } from './auth.js';
import { buildServer } from './server.js';
import { carrierWebhooks } from './webhooks.js';

const mcp = createMcpHandler(buildServer);
const authenticate = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['inventory'] });

const app = new Hono();

app.get('/healthz', (c) => c.json({ ok: true }));

app.on(['POST', 'GET', 'DELETE'], '/mcp', async (c) => {
  const auth = await authenticate(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

app.route('/webhooks', carrierWebhooks);

app.onError((err, c) => {
  console.error('[inventory] unhandled error', err);
  return c.json({ error: 'internal' }, 500);
});

serve({ fetch: app.fetch, port: env.port }, (info) => console.log(`[inventory] listening on ${info.port}`));
