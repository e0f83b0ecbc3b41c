// Fastify bootstrap: gateway authentication, then a stateless MCP transport per request.
const Fastify = require('fastify');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { config } = require('./config');
const { authenticateGatewayRequest } = require('./gatewayAuth');
const { createMcpServer } = require('./mcp');
const { pool } = require('./tenants');

const app = Fastify({ logger: { level: process.env.LOG_LEVEL || 'info' }, bodyLimit: 1_048_576 });

app.get('/healthz', async () => {
  await pool.query('SELECT 1');
  return { ok: true };
});

app.post('/mcp', async (request, reply) => {
  const identity = authenticateGatewayRequest(request.headers);
  if (!identity) {
    return reply.code(401).send({ error: 'unauthorized' });
  }

  const server = createMcpServer(identity);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  reply.hijack();
  reply.raw.on('close', () => {
    transport.close();
    server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  } catch (err) {
    request.log.error({ err }, 'MCP request failed');
    if (!reply.raw.headersSent) {
      reply.raw.writeHead(500, { 'content-type': 'application/json' });
      reply.raw.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }));
    }
  }
});

app.listen({ port: config.port, host: config.host }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
