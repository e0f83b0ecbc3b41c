// Fastify entry point: authenticated stateless MCP endpoint plus the storage callback routes.
// @ts-nocheck
import Fastify from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { verifyBearer } from './auth.js';
import { callbackRoutes } from './callbacks.js';
import { config } from './config.js';
import { createMcpServer } from './mcp.js';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, bodyLimit: 2 * 1024 * 1024 });

app.register(callbackRoutes);

app.register(async (scope) => {
  scope.post('/mcp', async (request, reply) => {
    const authInfo = await verifyBearer(request.headers.authorization);
    if (!authInfo) {
      return reply
        .code(401)
        .header('WWW-Authenticate', `Bearer resource_metadata="${config.audience}/.well-known/oauth-protected-resource"`)
        .send({ error: 'unauthorized' });
    }
    const server = createMcpServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.raw.on('close', () => {
      transport.close();
      server.close();
    });
    await server.connect(transport);
    request.raw.auth = authInfo;
    reply.hijack();
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  scope.get('/.well-known/oauth-protected-resource', async () => ({
    resource: config.audience,
    authorization_servers: [config.issuer],
    scopes_supported: ['assets:read', 'assets:write'],
  }));
});

app.get('/healthz', async () => ({ ok: true }));

app.listen({ port: config.port, host: config.host }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
