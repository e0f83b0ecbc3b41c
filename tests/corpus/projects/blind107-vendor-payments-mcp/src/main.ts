// src/main.ts — Fastify entry point: OIDC bearer check and a stateless MCP server per request
// @ts-nocheck
import Fastify from 'fastify';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { settings } from './settings.js';
import { authenticate } from './identity.js';
import { registerInvoices } from './tools/invoices.js';
import { registerApprovePayment } from './tools/approvePayment.js';
import { registerBankDetails } from './tools/bankDetails.js';
import { registerRequestQuote } from './tools/requestQuote.js';

function buildServer() {
  var server = new McpServer({ name: 'vendor-payments', version: '1.7.1' }, { capabilities: { tools: {} } });
  registerInvoices(server);
  registerApprovePayment(server);
  registerBankDetails(server);
  registerRequestQuote(server);
  return server;
}

var app = Fastify({ logger: { level: process.env.LOG_LEVEL || 'info' }, bodyLimit: 256 * 1024 });

app.get('/healthz', function (request, reply) {
  reply.send({ ok: true });
});

app.post('/mcp', {
  preHandler: function (request, reply, done) {
    authenticate(request.headers.authorization).then(function (info) {
      if (!info) {
        reply.code(401).header('www-authenticate', 'Bearer realm="vendor-payments"').send({ error: 'invalid_token' });
        return;
      }
      request.raw.auth = info;
      done();
    }, done);
  }
}, async function (request, reply) {
  var server = buildServer();
  var transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  reply.hijack();
  reply.raw.on('close', function () {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request.raw, reply.raw, request.body);
});

app.listen({ port: settings.port, host: settings.host }).catch(function (err) {
  app.log.error(err);
  process.exit(1);
});
