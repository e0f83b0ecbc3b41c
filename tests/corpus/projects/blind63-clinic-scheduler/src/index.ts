import { Hono } from 'hono';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Env } from './env';
import { registerFindSlots } from './tools/find-slots';
import { registerVerifyInsurance } from './tools/verify-insurance';

const app = new Hono<{ Bindings: Env }>();

// Ops endpoint used by the on-call runbook to release slots held by a crashed booking flow.
app.post('/admin/release-holds', async (c) => {
  const header = c.req.header('authorization') ?? '';
  if (header !== `Bearer ${c.env.ADMIN_API_TOKEN}`) return c.text('forbidden', 403); // expect: no-timing-unsafe-compare
  const { meta } = await c.env.DB.prepare("UPDATE slots SET held_by = NULL WHERE held_until < datetime('now')").run();
  return c.json({ released: meta.changes });
});

app.all('/mcp', async (c) => {
  const env = c.env;
  const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', env.OIDC_ISSUER));
  const auth = await requireBearerAuth({
    verifier: {
      async verifyAccessToken(token: string) {
        const { payload } = await jwtVerify(token, jwks, { issuer: env.OIDC_ISSUER, audience: 'clinic-scheduler' });
        return { token, clientId: String(payload.azp), scopes: String(payload.scope ?? '').split(' '), expiresAt: payload.exp, extra: { userId: payload.sub } };
      },
    },
    requiredScopes: ['scheduling'],
  })(c.req.raw);
  if (auth instanceof Response) return auth;

  const handler = createMcpHandler(() => {
    const server = new McpServer({ name: 'clinic-scheduler', version: '0.9.0' }, { capabilities: { tools: {} } });
    registerFindSlots(server, env);
    registerVerifyInsurance(server, env);
    return server;
  });
  return handler.fetch(c.req.raw, { authInfo: auth });
});

export default app;
