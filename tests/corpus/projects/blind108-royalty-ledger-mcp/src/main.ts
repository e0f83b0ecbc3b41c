// Fastify entry point that exposes the royalty ledger as a stateless MCP endpoint.
// @ts-nocheck
import Fastify from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { env } from './env.js';
import { requireRightsHolder } from './identity.js';
import { buildMcpServer } from './mcp.js';

const app = Fastify({ logger: { level: env.logLevel }, bodyLimit: 512 * 1024 });

app.get('/healthz', async () => ({ status: 'ok' }));

app.post('/mcp', { preHandler: requireRightsHolder }, async (request, reply) => {
  const server = buildMcpServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  reply.raw.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  reply.hijack();
  await transport.handleRequest(request.raw, reply.raw, request.body);
});

app.route({
  method: ['GET', 'DELETE'],
  url: '/mcp',
  handler: async (_request, reply) => reply.code(405).header('allow', 'POST').send(),
});

await app.listen({ host: env.host, port: env.port });
