// Fastify entry point: bearer-authenticated stateless MCP endpoint plus the payroll webhook receiver.
import Fastify from 'fastify';
import Redis from 'ioredis';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { loadConfig } from './config.js';
import { bearer } from './auth.js';
import { makeHris } from './hris.js';
import { makeStateJws } from './stateJws.js';
import { verifyPayrollWebhook } from './webhooks.js';
import { registerTools } from './tools/index.js';

const config = loadConfig();
const redis = new Redis(config.redisUrl);
const deps = { hris: makeHris(config.hris), redis, state: makeStateJws(config.state, { redis }) };
const webhookValid = verifyPayrollWebhook(config.payrollWebhookSecret);

const app = Fastify({ logger: true });
app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
  request.rawBody = body;
  try { done(null, body.length ? JSON.parse(body.toString('utf8')) : {}); } catch (err) { done(err); }
});

app.get('/healthz', async () => ({ ok: true }));

app.post('/mcp', { preHandler: bearer(config.idp) }, async (request, reply) => {
  const server = registerTools(new McpServer({ name: 'hr-leave', version: '2.0.1' }), deps);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  reply.hijack();
  reply.raw.on('close', () => { transport.close(); server.close(); });
  await server.connect(transport);
  await transport.handleRequest(request.raw, reply.raw, request.body);
});

app.post('/webhooks/payroll', async (request, reply) => {
  if (!webhookValid(request.headers['x-payroll-signature'], request.rawBody ?? Buffer.alloc(0))) return reply.code(401).send({ error: 'invalid signature' });
  const { type, data: { period } = {} } = request.body ?? {};
  if (type === 'payroll.period_locked' && /^\d{4}-\d{2}$/.test(period ?? '')) await redis.set(`payroll:locked:${period}`, '1', 'EX', 60 * 60 * 24 * 60);
  return reply.code(204).send();
});

await app.listen({ port: config.port, host: '0.0.0.0' });
