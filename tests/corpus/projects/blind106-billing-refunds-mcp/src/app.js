// Fastify entry point: agent session (active workspace), MCP endpoint and payment webhooks.
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { config } from './config.js';
import { activeWorkspace, requireAgent } from './auth.js';
import { loadDataKeys } from './crypto/dataKeys.js';
import { updateRefundStatus } from './db.js';
import { verifyWebhook } from './payments.js';
import { buildServer } from './tools/register.js';

const app = Fastify({ logger: true, trustProxy: true });

app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
  request.rawBody = body;
  try {
    done(null, body.length ? JSON.parse(body) : {});
  } catch (err) {
    err.statusCode = 400;
    done(err);
  }
});

await app.register(fastifyCookie);
await app.register(fastifySession, {
  secret: config.sessionSecret,
  cookieName: 'refunds_sid',
  cookie: { secure: true, httpOnly: true, sameSite: 'strict', maxAge: 8 * 60 * 60 * 1000 },
  saveUninitialized: false,
});

app.post('/session/workspace', { preHandler: requireAgent }, async (request, reply) => {
  const { workspaceId } = request.body ?? {};
  if (!request.agent.workspaces.includes(workspaceId)) return reply.code(403).send({ error: 'not_a_member' });
  request.session.set('workspaceId', workspaceId);
  return { workspaceId };
});

app.post('/mcp', { preHandler: requireAgent }, async (request, reply) => {
  const workspaceId = activeWorkspace(request.agent, request.session);
  if (!workspaceId) return reply.code(409).send({ error: 'select_workspace_first' });
  const server = buildServer({ agent: request.agent, workspaceId });
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  reply.raw.on('close', () => {
    transport.close();
    server.close();
  });
  reply.hijack();
  await server.connect(transport);
  await transport.handleRequest(request.raw, reply.raw, request.body);
});

app.post('/webhooks/payments', async (request, reply) => {
  if (!verifyWebhook(request.rawBody ?? '', request.headers['payments-signature'])) {
    return reply.code(400).send({ error: 'invalid_signature' });
  }
  const event = request.body;
  if (event.type === 'refund.updated') await updateRefundStatus(event.data.id, event.data.status);
  return reply.code(204).send();
});

await loadDataKeys();
await app.listen({ port: config.port, host: '0.0.0.0' });
