// Fastify entry point exposing the approvals MCP server over stateless Streamable HTTP.
'use strict';

const Fastify = require('fastify');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { config } = require('./config');
const { pool } = require('./db');
const { authenticate } = require('./auth');
const { createMcpServer } = require('./server');

const app = Fastify({ logger: { level: 'info', redact: ['req.headers.authorization'] } });

app.get('/healthz', async () => {
  await pool.query('SELECT 1');
  return { ok: true };
});

app.post('/mcp', { preHandler: authenticate }, async (request, reply) => {
  const server = createMcpServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  reply.raw.on('close', () => {
    transport.close();
    server.close();
  });
  reply.hijack();
  await server.connect(transport);
  await transport.handleRequest(request.raw, reply.raw, request.body);
});

app.route({
  method: ['GET', 'DELETE'],
  url: '/mcp',
  handler: async (_request, reply) => reply.code(405).header('allow', 'POST').send(),
});

app.addHook('onClose', async () => pool.end());

app.listen({ port: config.port, host: config.host }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
