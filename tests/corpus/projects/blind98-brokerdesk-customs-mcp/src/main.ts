// Fastify bootstrap: MCP endpoint for brokers plus the portal webhook receiver.
// @ts-nocheck
import Fastify from 'fastify';
import rawBody from 'fastify-raw-body';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { settings } from './settings/index.js';
import { requireBrokerKey } from './auth/brokerKeys.js';
import { createBrokerServer } from './mcp/server.js';
import { registerEntryStatusWebhook } from './webhooks/entryStatus.js';
import { db } from './db.js';

const app = Fastify({ logger: { level: settings.logLevel }, bodyLimit: 1_048_576 });

await app.register(rawBody, { global: false, runFirst: true, encoding: false });

app.get('/healthz', async () => {
  await db.raw('select 1');
  return { ok: true };
});

app.post('/mcp', { preHandler: requireBrokerKey }, async (request, reply) => {
  const server = createBrokerServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  reply.raw.on('close', () => {
    transport.close();
    server.close();
  });
  reply.hijack();
  await server.connect(transport);
  await transport.handleRequest(request.raw, reply.raw, request.body);
});

registerEntryStatusWebhook(app);

app.addHook('onClose', async () => {
  await db.destroy();
});

await app.listen({ host: settings.host, port: settings.port });
