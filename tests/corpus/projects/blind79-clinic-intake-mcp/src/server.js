// Fastify entry point: staff auth, the scheduler webhook, and a stateless MCP endpoint built per request.
'use strict';

const Fastify = require('fastify');
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { loadConfig } = require('./config');
const { staffAuth } = require('./auth');
const { createDb } = require('./db');
const { ehrClient } = require('./services/ehr');
const { deriveDraftKeys } = require('./crypto/envelope');
const { registerIntakeTool } = require('./tools/intake');
const { registerSlotsTool } = require('./tools/slots');
const { schedulerWebhooks } = require('./webhooks');

const config = loadConfig();
const db = createDb(config.databaseUrl);
const deps = {
  db,
  ehr: ehrClient(config.ehr),
  draftKeys: deriveDraftKeys(config.draftSecret),
  consentVersion: config.consentVersion,
};

function buildMcpServer() {
  const server = new McpServer({ name: 'clinic-intake', version: '1.7.2' }, { capabilities: { tools: {} } });
  registerIntakeTool(server, deps);
  registerSlotsTool(server, deps);
  return server;
}

const app = Fastify({ logger: { level: process.env.LOG_LEVEL || 'info', redact: ['req.headers.authorization'] } });

app.get('/healthz', async () => {
  await db.pool.query('select 1');
  return { ok: true };
});

app.register(schedulerWebhooks, { secret: config.scheduler.webhookSecret, db });

app.post('/mcp', { preHandler: staffAuth(config.auth) }, async (request, reply) => {
  const server = buildMcpServer();
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
    request.log.error(err, 'mcp request failed');
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
