// Fastify entry point: the stateless MCP endpoint, the OEM webhook receiver and a health probe.
import Fastify from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { env } from './env.js';
import { connect, close } from './db/mongo.js';
import { requireApiKey } from './auth/apiKeys.js';
import { oemEventsPlugin } from './webhooks/oemEvents.js';
import { createMcpServer } from './server.js';

const app = Fastify({ logger: { level: env.logLevel }, bodyLimit: 512 * 1024 });

app.get('/healthz', async () => ({ ok: true }));

app.register(oemEventsPlugin);

app.register(async (scope) => {
  scope.addHook('preHandler', requireApiKey);

  scope.post('/mcp', async (request, reply) => {
    const server = createMcpServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    reply.hijack();
    reply.raw.on('close', () => {
      transport.close();
      server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  scope.route({
    method: ['GET', 'DELETE'],
    url: '/mcp',
    handler: (_request, reply) => reply.code(405).header('allow', 'POST').send(),
  });
});

const shutdown = async () => {
  await app.close();
  await close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await connect();
await app.listen({ host: env.host, port: env.port });
