// Fastify entry point: builds the MCP server per request and serves it statelessly at /mcp.
// @ts-nocheck
import Fastify from 'fastify';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { env } from './env.js';
import { requireUser } from './auth.js';
import { db } from './db.js';
import { registerListUnmatched } from './tools/listUnmatched.js';
import { registerMatchTransaction } from './tools/matchTransaction.js';
import { registerSyncBankFeed } from './tools/syncBankFeed.js';
import { registerWriteOffBalance } from './tools/writeOffBalance.js';

function buildMcp() {
  const server = new McpServer({ name: 'tallybook-reconcile', version: '2.1.0' }, { capabilities: { tools: {} } });
  registerListUnmatched(server);
  registerMatchTransaction(server);
  registerSyncBankFeed(server);
  registerWriteOffBalance(server);
  return server;
}

const app = Fastify({ logger: { level: env.NODE_ENV === 'production' ? 'info' : 'debug' } });

app.get('/healthz', async () => {
  await db.raw('select 1');
  return { ok: true };
});

app.post('/mcp', { preHandler: requireUser }, async (request, reply) => {
  const server = buildMcp();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  reply.raw.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  reply.hijack();
  await transport.handleRequest(request.raw, reply.raw, request.body);
});

app.addHook('onClose', async () => {
  await db.destroy();
});

app.listen({ host: env.HOST, port: env.PORT }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
