// Fastify entry point: stateless MCP over Streamable HTTP, carrier webhooks and a health check.
// @ts-nocheck
import Fastify from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { loadConfig } from './config.js';
import { bearerAuth } from './auth/bearer.js';
import { createDb, recordCarrierEvent } from './db/appointments.js';
import { createHoldStore } from './state/holds.js';
import { createStateSigner } from './state/pasetoState.js';
import { createCarrierClient, verifyCarrierSignature } from './services/carrier.js';
import { buildServer } from './server.js';

const config = loadConfig();

const deps = {
  db: createDb(config.databaseUrl),
  holds: createHoldStore(config.redisUrl),
  stateSigner: createStateSigner(config.state),
  carrier: createCarrierClient(config.carrier),
};

const app = Fastify({ logger: true, bodyLimit: 512 * 1024 });

app.post('/mcp', { preHandler: bearerAuth(config.oidc) }, async (request, reply) => {
  const server = buildServer(deps);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  reply.raw.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  reply.hijack();
  await transport.handleRequest(request.raw, reply.raw, request.body);
});

app.register(async (scope) => {
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  scope.post('/webhooks/carrier', async (request, reply) => {
    if (!verifyCarrierSignature(config.carrier.webhookSecret, request.body, request.headers['x-carrier-signature'])) {
      return reply.code(401).send({ error: 'invalid_signature' });
    }
    const event = JSON.parse(request.body.toString('utf8'));
    await recordCarrierEvent(deps.db, event);
    return reply.code(202).send({ accepted: true });
  });
});

app.get('/healthz', async () => ({ ok: true }));

const shutdown = async () => {
  await app.close();
  await deps.holds.quit();
  await deps.db.destroy();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ port: config.port, host: config.host });
