// Process entry point: Fastify server exposing the stateless MCP endpoint behind bearer authentication.
const Fastify = require('fastify');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { authenticate } = require('./auth');
const { config } = require('./config');
const { buildServer } = require('./server');

const app = Fastify({ logger: { level: process.env.LOG_LEVEL || 'info' }, bodyLimit: 2 * 1024 * 1024 });

app.get('/healthz', async () => ({ ok: true }));

app.post('/mcp', { preHandler: authenticate }, async (request, reply) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  reply.hijack();
  reply.raw.on('close', () => {
    transport.close();
    server.close();
  });
  request.raw.auth = request.authInfo;
  await server.connect(transport);
  await transport.handleRequest(request.raw, reply.raw, request.body);
});

app.route({
  method: ['GET', 'DELETE'],
  url: '/mcp',
  handler: async (_request, reply) => reply.code(405).header('allow', 'POST').send({ error: 'method_not_allowed' }),
});

app.listen({ host: config.host, port: config.port }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
