import Fastify from 'fastify';
import { createHash } from 'node:crypto';
import { config } from './config.js';
import { requireApiKey } from './auth.js';
import { createInventory } from './inventory.js';
import { createTools } from './tools/index.js';
import { codes, createRpc, failure } from './jsonrpc.js';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info', redact: ['req.headers["x-api-key"]'] } });

const inventory = createInventory(config.databaseUrl);
const tools = createTools({ inventory });
const handle = createRpc({ tools, log: app.log });

// Parse the body ourselves so malformed JSON becomes a JSON-RPC parse error.
app.removeContentTypeParser('application/json');
app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1_048_576 }, (_req, body, done) => {
  done(null, body);
});
app.decorateRequest('principal', null);

app.post('/mcp', { preHandler: requireApiKey }, async (request, reply) => {
  let payload;
  try {
    payload = JSON.parse(request.body);
  } catch (err) {
    return reply.code(400).send(failure(null, codes.parse, 'Parse error', err.message));
  }
  const response = await handle(payload, request.principal);
  if (response === undefined) return reply.code(202).send();
  return reply.type('application/json').send(response);
});

app.get('/mcp', async (_request, reply) => reply.code(405).header('allow', 'POST').send());

// The public tool catalog for the scanner app, cached by ETag.
const catalog = JSON.stringify({ tools: tools.definitions() });
const catalogEtag = `"${createHash('sha1').update(catalog).digest('hex')}"`;
app.get('/catalog.json', async (request, reply) => {
  reply.header('etag', catalogEtag).header('cache-control', 'public, max-age=300');
  if (request.headers['if-none-match'] === catalogEtag) return reply.code(304).send();
  return reply.type('application/json').send(catalog);
});

app.listen({ port: config.port, host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
