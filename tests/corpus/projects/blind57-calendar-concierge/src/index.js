import { createHash, timingSafeEqual } from 'node:crypto';
import express from 'express';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { config } from './config.js';
import { redis } from './pending.js';
import { buildServer } from './server.js';

const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', config.idp.issuer.replace(/\/?$/, '/')));

const verifier = {
  async verifyAccessToken(token) {
    const { payload } = await jwtVerify(token, jwks, { issuer: config.idp.issuer, audience: config.idp.audience });
    return {
      token,
      clientId: String(payload.azp ?? ''),
      scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
      expiresAt: payload.exp,
      extra: { userId: payload.sub },
    };
  },
};

const digest = (value) => createHash('sha256').update(String(value)).digest();

// Prometheus scrapes with a static bearer token; both sides are hashed to equal length first.
function metricsAuthorized(req) {
  const expected = process.env.METRICS_BEARER_TOKEN;
  if (!expected) return false;
  const given = (req.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  return timingSafeEqual(digest(given), digest(expected));
}

const app = express();
app.use(express.json({ limit: '512kb' }));

app.get('/.well-known/oauth-protected-resource', (_req, res) => {
  res.json({ resource: `${config.publicUrl}/mcp`, authorization_servers: [config.idp.issuer] });
});

app.get('/metrics', async (req, res) => {
  if (!metricsAuthorized(req)) return res.status(401).end();
  const pending = await redis.dbsize();
  res.type('text/plain').send(`concierge_redis_keys ${pending}\n`);
});

app.post(
  '/mcp',
  requireBearerAuth({
    verifier,
    requiredScopes: ['calendar'],
    resourceMetadataUrl: `${config.publicUrl}/.well-known/oauth-protected-resource`,
  }),
  async (req, res) => {
    const server = buildServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => {
      transport.close();
      server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  },
);

app.listen(config.port, () => console.log(`calendar-concierge on :${config.port}`));
