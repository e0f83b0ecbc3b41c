// HTTP entry point: a Hono app serving the MCP endpoint, the courier webhook and a health probe.
// @ts-nocheck
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { createServer } from './server.js';
import { courierWebhook } from './webhooks/courier.js';

const basic = Buffer.from(`${config.introspection.clientId}:${config.introspection.clientSecret}`).toString('base64');

const verifier = {
  async verifyAccessToken(token: string) {
    const res = await fetch(config.introspection.url, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) throw new Error(`introspection failed with ${res.status}`);
    const info = await res.json();
    if (!info.active || !info.sub) throw new Error('inactive token');
    return {
      token,
      clientId: info.client_id,
      scopes: String(info.scope ?? '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      extra: { userId: info.sub, institutionId: info.institution_id },
    };
  },
};

const mcp = createMcpHandler(createServer);
const authenticate = requireBearerAuth({ verifier, requiredScopes: ['loans'] });

const app = new Hono();
app.get('/healthz', (c) => c.text('ok'));
app.route('/webhooks', courierWebhook);
app.all('/mcp', async (c) => {
  const auth = await authenticate(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`loanroom MCP listening on :${info.port}`);
});
