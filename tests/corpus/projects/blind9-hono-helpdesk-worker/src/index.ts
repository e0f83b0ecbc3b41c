import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { logger } from 'hono/logger';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { createMcpHandler, type AuthInfo } from '@modelcontextprotocol/server';
import { loadConfig, type Bindings } from './env';
import { buildServer } from './server';

type AuthVariables = { authInfo: AuthInfo };

const jwksByIssuer = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function jwksFor(issuer: string) {
  let jwks = jwksByIssuer.get(issuer);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', issuer));
    jwksByIssuer.set(issuer, jwks);
  }
  return jwks;
}

const bearerAuth = () =>
  createMiddleware<{ Bindings: Bindings; Variables: AuthVariables }>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    if (!header.startsWith('Bearer ')) {
      return c.json({ error: 'unauthorized' }, 401, { 'WWW-Authenticate': 'Bearer realm="helpdesk-mcp"' });
    }
    const token = header.slice('Bearer '.length);

    try {
      const { payload } = await jwtVerify(token, jwksFor(c.env.AUTH_ISSUER), {
        issuer: c.env.AUTH_ISSUER,
        audience: 'helpdesk-mcp',
      });
      c.set('authInfo', {
        token,
        clientId: String(payload.azp ?? payload.client_id ?? ''),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub },
      });
    } catch {
      return c.json({ error: 'invalid_token' }, 401);
    }
    await next();
  });

const app = new Hono<{ Bindings: Bindings; Variables: AuthVariables }>();

app.use('*', logger());
app.get('/healthz', (c) => c.text('ok'));

app.use('/mcp', bearerAuth());
app.all('/mcp', (c) => {
  const config = loadConfig(c.env);
  const handler = createMcpHandler(() => buildServer(config, c.env)); // expect: no-weak-state-key
  return handler.fetch(c.req.raw, { authInfo: c.get('authInfo') });
});

export default app;
