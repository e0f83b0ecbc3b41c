// Hono entrypoint: API-key auth for /mcp, the telematics webhook, and the fetch-style MCP handler.
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { findPrincipal } from './tenants.js';
import { buildServer } from './server.js';
import { telematicsWebhook } from './telematics.js';

const mcp = createMcpHandler(() => buildServer());
const app = new Hono();

app.get('/healthz', (c) => c.text('ok'));

app.post('/webhooks/telematics/:tenantId', telematicsWebhook);

app.all('/mcp', async (c) => {
  const header = c.req.header('authorization') ?? '';
  const [scheme, presented] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !presented) {
    return c.json({ error: 'missing bearer token' }, 401, { 'www-authenticate': 'Bearer realm="fleetline"' });
  }
  const found = findPrincipal(presented);
  if (!found) return c.json({ error: 'invalid token' }, 401, { 'www-authenticate': 'Bearer error="invalid_token"' });

  const authInfo = {
    token: presented,
    clientId: `tenant:${found.tenant.id}`,
    scopes: found.scopes,
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    extra: { tenantId: found.tenant.id, userId: found.userId },
  };
  return mcp.fetch(c.req.raw, { authInfo });
});

serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`fleetline-dispatch-mcp listening on :${info.port}`);
});
