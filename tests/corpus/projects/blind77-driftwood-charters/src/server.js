// Entry point: Fastify with the auth, MCP and payment-webhook plugins, plus protected-resource metadata and shutdown.
import Fastify from 'fastify';
import { config } from './config.js';
import authPlugin from './plugins/auth.js';
import mcpPlugin from './plugins/mcp.js';
import paymentWebhook from './plugins/paymentWebhook.js';
import { pool, redis } from './store.js';
import { closePool } from './pricing/pool.js';

const app = Fastify({ logger: true, trustProxy: true });

await app.register(authPlugin);
await app.register(mcpPlugin, { publicUrl: config.publicUrl });
await app.register(paymentWebhook);

app.get('/.well-known/oauth-protected-resource', async () => ({
  resource: `${config.publicUrl}/mcp`,
  authorization_servers: [config.oidc.issuer],
  bearer_methods_supported: ['header'],
}));

app.get('/healthz', async () => {
  await Promise.all([pool.query('select 1'), redis.ping()]);
  return { ok: true };
});

async function shutdown(signal) {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await Promise.allSettled([closePool(), pool.end(), redis.quit()]);
  process.exit(0);
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);

await app.listen({ host: config.host, port: config.port });
