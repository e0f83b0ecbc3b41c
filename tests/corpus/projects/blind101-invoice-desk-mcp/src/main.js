// Process entry: Hono app exposing the bearer-protected MCP endpoint and the PayStream webhook.
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';
import { sql } from './db.js';
import { createDraftCipher } from './state/draftCipher.js';
import { createIronState } from './state/ironState.js';
import { handlePaymentWebhook } from './webhooks.js';
import { buildServer } from './server.js';

const jwks = createRemoteJWKSet(new URL(config.oidc.jwksUri), { cooldownDuration: 30_000 });

const verifier = {
  async verifyAccessToken(token) {
    const { payload } = await jwtVerify(token, jwks, { issuer: config.oidc.issuer, audience: config.oidc.audience });
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, tenantId: payload.tenant, role: payload.role },
    };
  },
};

const deps = {
  ironState: createIronState(config.ironPassword), // expect: no-weak-state-key
  drafts: createDraftCipher(config.draftKey),
};

const guard = requireBearerAuth({ verifier, requiredScopes: ['invoices'] });
const mcp = createMcpHandler(() => buildServer(deps));

const app = new Hono();

app.all('/mcp', async (c) => {
  const auth = await guard(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

app.post('/webhooks/paystream', handlePaymentWebhook);
app.get('/healthz', (c) => c.json({ ok: true }));

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`invoice-desk MCP listening on :${info.port}`);
});

process.on('SIGTERM', async () => {
  server.close();
  await sql.end({ timeout: 5 });
  process.exit(0);
});
