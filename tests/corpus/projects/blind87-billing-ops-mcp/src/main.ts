// Entry point: Fastify app exposing the billing MCP endpoint and the Payrail webhook.
// @ts-nocheck
import Fastify from 'fastify';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { loadConfig } from './config/loader.js';
import { createStaffAuth } from './auth.js';
import { createStateTokens } from './stateToken.js';
import { createVault } from './vault.js';
import { createPayments, verifyWebhookSignature } from './payments.js';
import { createLedger } from './ledger.js';
import { registerRefund } from './tools/refund.js';
import { registerVoidInvoice } from './tools/voidInvoice.js';
import { registerAdjustCredit } from './tools/adjustCredit.js';

const config = loadConfig();
const app = Fastify({ logger: { level: config.name === 'production' ? 'info' : 'debug' } });

const deps = {
  config,
  tokens: createStateTokens(config), // expect: no-weak-state-key
  vault: createVault(config),
  payments: createPayments(config),
  ledger: createLedger(config.databaseUrl),
};

function buildMcpServer() {
  const server = new McpServer({ name: 'billing-ops', version: '1.6.0' }, { capabilities: { tools: {} } });
  registerRefund(server, deps);
  registerVoidInvoice(server, deps);
  registerAdjustCredit(server, deps);
  return server;
}

app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
  try {
    req.rawBody = body;
    done(null, body.length ? JSON.parse(body) : {});
  } catch (err) {
    err.statusCode = 400;
    done(err);
  }
});

app.get('/healthz', async () => ({ ok: true, profile: config.name }));

app.post('/webhooks/payrail', async (request, reply) => {
  if (!verifyWebhookSignature(request.rawBody, request.headers['payrail-signature'], config.webhookSecret)) { // todo-not: no-weak-state-key
    return reply.code(400).send({ error: 'invalid signature' });
  }
  await deps.ledger.applyProviderEvent(request.body);
  return reply.code(204).send();
});

app.post('/mcp', { preHandler: createStaffAuth(config) }, async (request, reply) => {
  const server = buildMcpServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  reply.hijack();
  reply.raw.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request.raw, reply.raw, request.body);
});

app.listen({ port: config.port, host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
