// Fastify entry point hosting the stateless MCP endpoint and the SMS webhook.
// @ts-nocheck
import Fastify from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { loadConfig } from './config.js';
import { createDb, purgeExpiredDrafts } from './db.js';
import { createAuthenticator } from './auth.js';
import { createStateSigner } from './state.js';
import { createNotifier } from './notify.js';
import { buildSchedulingServer } from './scheduling.js';
import { registerWebhooks } from './webhooks.js';

const config = loadConfig();
const db = createDb(config.databaseUrl);
const signer = createStateSigner(config.stateKey, config.stateTtlSeconds);
const notifier = createNotifier(config);
const authenticate = createAuthenticator(config);

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info', redact: ['req.headers.authorization'] } });

app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (request, body, done) => {
  request.rawBody = body;
  if (body.length === 0) return done(null, undefined);
  try {
    done(null, JSON.parse(body.toString('utf8')));
  } catch (err) {
    err.statusCode = 400;
    done(err);
  }
});

app.get('/healthz', async () => ({ ok: true }));

app.post('/mcp', { preHandler: authenticate }, async (request, reply) => {
  const server = buildSchedulingServer({ config, db, signer, notifier });
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  reply.hijack();
  reply.raw.on('close', () => {
    transport.close();
    server.close();
  });
  request.raw.auth = request.authInfo;
  await server.connect(transport);
  await transport.handleRequest(request.raw, reply.raw, request.body);
});

registerWebhooks(app, { config, db });

const sweep = setInterval(() => {
  purgeExpiredDrafts(db).catch((err) => app.log.warn({ err }, 'draft purge failed'));
}, 60_000);
sweep.unref();

await app.listen({ port: config.port, host: '0.0.0.0' });
