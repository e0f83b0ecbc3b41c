import Fastify from 'fastify';
import mcp from './plugins/mcp.js';
import stateTokens from './plugins/state-tokens.js';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });

const issuer = process.env.OIDC_ISSUER;
if (!issuer) throw new Error('OIDC_ISSUER must be set');

await app.register(stateTokens, {
  secretId: process.env.STATE_KEY_SECRET_ID ?? 'calendar-bridge/request-state-keys',
  ttl: '5m',
  maxAge: '10m',
});
await app.register(mcp, { issuer, audience: process.env.MCP_AUDIENCE ?? 'https://calendar-bridge.example.com/mcp' });

app.get('/healthz', async () => ({ ok: true }));

await app.listen({ port: Number(process.env.PORT ?? 3000), host: '0.0.0.0' });
