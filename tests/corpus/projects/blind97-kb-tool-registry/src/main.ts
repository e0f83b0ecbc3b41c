// Entry point: Hono app serving /mcp (bearer-authenticated) and the CMS webhook.
// @ts-nocheck
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { loadTools, buildServer } from './registry.js';
import { webhooks } from './webhooks.js';
import { log } from './hooks.js';

await loadTools();

const jwks = createRemoteJWKSet(new URL(config.oidc.jwksUrl));

const verifier = {
  async verifyAccessToken(token: string) {
    const { payload } = await jwtVerify(token, jwks, { issuer: config.oidc.issuer, audience: config.oidc.audience });
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub },
    };
  },
};

const authenticate = requireBearerAuth({ verifier, requiredScopes: ['kb:read'] });
const mcp = createMcpHandler(buildServer);

const app = new Hono();

app.get('/healthz', (c) => c.json({ ok: true }));
app.route('/webhooks', webhooks);
app.all('/mcp', async (c) => {
  const authInfo = await authenticate(c.req.raw);
  if (authInfo instanceof Response) return authInfo;
  return mcp.fetch(c.req.raw, { authInfo });
});

serve({ fetch: app.fetch, port: config.port }, (info) => log.info({ port: info.port }, 'kb MCP listening'));
