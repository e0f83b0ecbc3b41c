// Production entry point: Fastify with token auth, the carrier webhook and a stateless MCP endpoint.
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { loadConfig } from './config.js';
import { createDb } from './db.js';
import { buildKeyring } from './crypto/keys.js';
import { createStateBinder } from './state/binding.js';
import { registerCreateLabel } from './tools/create-label.js';
import { registerIssueRefund } from './tools/issue-refund.js';
import { carrierWebhooks } from './webhooks/carrier.js';

export function buildApp({ config, db, binder }) {
  const app = Fastify({ logger: true, bodyLimit: 512 * 1024 });

  app.register(carrierWebhooks(db, config.carrier.webhookSecret));

  app.register(async (mcp) => {
    mcp.addHook('preHandler', async (request, reply) => {
      const match = /^Bearer ([A-Za-z0-9._~-]{20,})$/.exec(request.headers.authorization ?? '');
      if (!match) return reply.code(401).header('www-authenticate', 'Bearer').send();
      const tokenHash = createHash('sha256').update(match[1]).digest('hex');
      const user = await db.userForTokenHash(tokenHash);
      if (!user) return reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send();
      request.raw.auth = {
        token: match[1],
        clientId: 'returns-desk',
        scopes: user.can_refund ? ['labels', 'refunds'] : ['labels'],
        extra: { userId: user.id, warehouseId: user.warehouse_id, canRefund: user.can_refund },
      };
    });

    mcp.post('/mcp', async (request, reply) => {
      const server = new McpServer({ name: 'warehouse-returns', version: '1.7.0' }, { capabilities: { tools: {} } });
      registerCreateLabel(server, { db, binder, config });
      registerIssueRefund(server, { db, binder, config });
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      reply.hijack();
      reply.raw.on('close', () => {
        transport.close();
        server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    });
  });

  app.get('/healthz', async () => 'ok');
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadConfig();
  const db = createDb(config.databaseUrl);
  const binder = createStateBinder(buildKeyring(config.stateMasterSecret, config.stateMasterSecretPrevious));
  const app = buildApp({ config, db, binder });
  await app.listen({ port: config.port, host: '0.0.0.0' });
}
