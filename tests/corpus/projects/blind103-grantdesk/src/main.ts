// Fastify entry point: bearer check, then a stateless Streamable HTTP transport per request.
// @ts-nocheck
import Fastify from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { settings } from './settings.js';
import { authenticate } from './identity.js';
import { buildMcpServer } from './mcp.js';
import { sql } from './sql.js';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, bodyLimit: 512 * 1024 });

app.addHook('onRequest', async (request, reply) => {
  const origin = request.headers.origin;
  if (origin && !settings.allowedOrigins.includes(origin)) {
    return reply.code(403).send({ error: 'origin not allowed' });
  }
});

app.get('/healthz', async () => {
  await sql`SELECT 1`;
  return { ok: true };
});

app.post('/mcp', async (request, reply) => {
  const auth = await authenticate(request.headers.authorization);
  if (!auth) {
    return reply
      .code(401)
      .header('www-authenticate', `Bearer resource_metadata="${settings.oidc.issuer}/.well-known/oauth-protected-resource"`)
      .send({ error: 'invalid_token' });
  }
  request.raw.auth = auth;

  const server = buildMcpServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  reply.raw.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  reply.hijack();
  await transport.handleRequest(request.raw, reply.raw, request.body);
});

const shutdown = async () => {
  await app.close();
  await sql.end({ timeout: 5 });
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ host: settings.host, port: settings.port });
