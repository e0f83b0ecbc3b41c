// Fastify bootstrap: health check, admin routes, and the per-request McpServer bridged onto /mcp.
import Fastify from 'fastify';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { authenticate, userIdOf } from './auth.js';
import { adminRoutes } from './admin.js';
import { registerAttachPublications } from './tools/attachPublications.js';
import { registerBudgetAmendment } from './tools/budgetAmendment.js';
import { registerWithdrawApplication } from './tools/withdrawApplication.js';

function buildServer() {
  const server = new McpServer(
    { name: 'grant-ledger', version: '3.2.0' },
    { capabilities: { tools: {} }, instructions: 'Grant office tools. Amounts are in cents.' },
  );
  registerAttachPublications(server, userIdOf);
  registerBudgetAmendment(server, userIdOf);
  registerWithdrawApplication(server, userIdOf);
  return server;
}

const mcpHandler = createMcpHandler(buildServer);

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, bodyLimit: 512 * 1024 });

function toFetchRequest(req) {
  const url = new URL(req.url, `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value != null) headers.set(name, String(value));
  }
  const withBody = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'DELETE';
  return new Request(url, { method: req.method, headers, body: withBody ? JSON.stringify(req.body ?? {}) : undefined });
}

async function relay(reply, response) {
  reply.code(response.status);
  response.headers.forEach((value, name) => reply.header(name, value));
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

app.get('/healthz', async () => ({ ok: true }));

app.route({
  method: ['GET', 'POST', 'DELETE'],
  url: '/mcp',
  handler: async (req, reply) => {
    const request = toFetchRequest(req);
    const auth = await authenticate(request);
    if (auth instanceof Response) return relay(reply, auth);
    return relay(reply, await mcpHandler.fetch(request, { authInfo: auth }));
  },
});

await app.register(adminRoutes);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.error(err);
  process.exit(1);
}
