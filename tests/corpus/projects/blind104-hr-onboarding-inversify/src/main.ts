// Entry point: loads settings, builds the container and starts Fastify.
// @ts-nocheck
import 'reflect-metadata';
import Fastify from 'fastify';
import { loadSettings } from './config/settings';
import { buildContainer } from './ioc/container';
import { mcpRoute } from './http/mcp-route';
import { esignWebhook } from './http/esign-webhook';

const settings = loadSettings();
const container = buildContainer(settings);

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, bodyLimit: 1_048_576 });

app.get('/healthz', async () => ({ status: 'ok' }));
await app.register(mcpRoute, { container });
await app.register(esignWebhook, { container, prefix: '/webhooks' });

try {
  await app.listen({ port: settings.port, host: settings.host });
} catch (err) {
  app.log.error(err, 'failed to start');
  process.exit(1);
}
