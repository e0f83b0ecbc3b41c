// Fastify entrypoint: stateless Streamable HTTP MCP endpoint with API-key auth, plus the ERP webhook.
// @ts-nocheck
import Fastify from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { authenticateApiKey } from './auth.js';
import { config } from './config.js';
import { pool, query } from './db.js';
import { verifyErpWebhook } from './erp.js';
import { buildServer } from './server.js';
import { getErpConnection } from './tenants.js';

const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: 1_048_576 });

app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
  req.rawBody = body;
  try {
    done(null, body.length ? JSON.parse(body.toString('utf8')) : {});
  } catch (err) {
    err.statusCode = 400;
    done(err);
  }
});

app.get('/healthz', async () => {
  await pool.query('SELECT 1');
  return { ok: true };
});

app.post('/mcp', async (request, reply) => {
  const authInfo = await authenticateApiKey(request.headers.authorization);
  if (!authInfo) {
    return reply.code(401).header('www-authenticate', 'Bearer realm="procurely"').send({ error: 'invalid_token' });
  }
  request.raw.auth = authInfo;
  reply.hijack();
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  reply.raw.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request.raw, reply.raw, request.body);
});

app.post('/webhooks/erp/:tenantId', async (request, reply) => {
  const erp = await getErpConnection(request.params.tenantId);
  if (!erp) return reply.code(404).send({ error: 'unknown organisation' });
  if (!verifyErpWebhook(erp.webhookSecret, request.headers['x-erp-signature'], request.rawBody)) {
    return reply.code(401).send({ error: 'bad signature' });
  }
  const event = request.body;
  if (event.type === 'purchase_order.received') {
    await query(`UPDATE purchase_orders SET status = 'received', received_at = now() WHERE tenant_id = $1 AND number = $2`, [
      request.params.tenantId,
      event.data.number,
    ]);
  }
  return { ok: true };
});

await app.listen({ host: config.host, port: config.port });
