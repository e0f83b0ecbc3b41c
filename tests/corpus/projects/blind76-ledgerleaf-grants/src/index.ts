// Fastify entry point: bearer auth, a stateless MCP endpoint on SDK 1.x, and the funder webhook.
// @ts-nocheck
import Fastify from 'fastify';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { settings } from './config/load.js';
import { authenticate } from './auth.js';
import { verifyFunderWebhook } from './webhooks.js';
import { markDisbursementPaid } from './db.js';
import { registerListGrants } from './tools/listGrants.js';
import { registerSubmitReport } from './tools/submitReport.js';
import { registerApproveDisbursement } from './tools/approveDisbursement.js';

function buildServer() {
  const server = new McpServer({ name: 'ledgerleaf-grants', version: '1.4.0' }, { capabilities: { tools: {} } });
  registerListGrants(server);
  registerSubmitReport(server);
  registerApproveDisbursement(server);
  return server;
}

const app = Fastify({ logger: { level: settings.logLevel } });

app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
  req.rawBody = body;
  try {
    done(null, body.length ? JSON.parse(body.toString('utf8')) : {});
  } catch (e) {
    e.statusCode = 400;
    done(e, undefined);
  }
});

app.post('/mcp', async (req, reply) => {
  const auth = await authenticate(req.headers.authorization);
  if (auth.isErr()) {
    return reply.code(auth.error.status).header('www-authenticate', 'Bearer').send({ error: auth.error.message });
  }
  req.raw.auth = auth.value;

  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  reply.raw.on('close', () => {
    transport.close().catch(() => {});
    server.close().catch(() => {});
  });
  await server.connect(transport);
  reply.hijack();
  await transport.handleRequest(req.raw, reply.raw, req.body).catch((e) => {
    req.log.error({ err: e }, 'mcp request failed');
    if (!reply.raw.headersSent) reply.raw.writeHead(500).end();
  });
});

app.post('/webhooks/fundersgrid', async (req, reply) => {
  const verified = verifyFunderWebhook(req.rawBody, req.headers['x-fundersgrid-signature']);
  if (verified.isErr()) {
    req.log.warn({ reason: verified.error }, 'webhook rejected');
    return reply.code(400).send({ error: 'invalid webhook' });
  }
  const event = verified.value;
  if (event.type === 'disbursement.paid') await markDisbursementPaid(event.data.portalRef, event.data.paidAt);
  return reply.code(204).send();
});

app.listen({ port: settings.port, host: '0.0.0.0' }).catch((e) => {
  app.log.error(e);
  process.exit(1);
});
