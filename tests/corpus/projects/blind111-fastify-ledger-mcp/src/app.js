// Fastify entry point that registers the auth and MCP plugins and exposes a metrics endpoint.
import Fastify from 'fastify';
import authPlugin from './plugins/auth.js';
import mcpPlugin from './plugins/mcp.js';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, bodyLimit: 1 << 20 });

await app.register(authPlugin, {
  issuer: process.env.OAUTH_ISSUER,
  audience: process.env.OAUTH_AUDIENCE ?? 'ledger-mcp',
  introspectionAuth: `Basic ${Buffer.from(`${process.env.INTROSPECT_CLIENT_ID}:${process.env.INTROSPECT_CLIENT_SECRET}`).toString('base64')}`,
  metricsToken: process.env.METRICS_TOKEN,
});
await app.register(mcpPlugin);

app.get('/metrics', async () => 'ledger_mcp_up 1\n');

await app.listen({ port: Number(process.env.PORT ?? 3100), host: '0.0.0.0' });
