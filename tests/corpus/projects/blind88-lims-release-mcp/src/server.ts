// Fastify entry point hosting the LIMS MCP endpoint behind the lab API gateway.
// @ts-nocheck
import Fastify from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { config } from './config.js';
import { authenticate } from './identity.js';
import { buildMcpServer } from './mcp.js';

const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: 512 * 1024 });

app.addHook('onRequest', async (req, reply) => {
  if (req.url === '/healthz') return;
  const presented = req.headers['x-gateway-key'];
  if (presented !== config.gatewayKey) { // expect: no-timing-unsafe-compare
    req.log.warn({ ip: req.ip }, 'request without a valid gateway key');
    return reply.code(401).send({ error: 'unknown_gateway' });
  }
});

app.get('/healthz', async () => ({ ok: true }));

app.post('/mcp', async (req, reply) => {
  const auth = await authenticate(req.headers.authorization);
  if (!auth) {
    return reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid_token' });
  }
  req.raw.auth = auth;

  const server = buildMcpServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  reply.raw.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  reply.hijack();
  await transport.handleRequest(req.raw, reply.raw, req.body);
});

app.route({
  method: ['GET', 'DELETE'],
  url: '/mcp',
  handler: async (_req, reply) => reply.code(405).header('allow', 'POST').send({ error: 'method_not_allowed' }),
});

await app.listen({ port: config.port, host: '0.0.0.0' });
