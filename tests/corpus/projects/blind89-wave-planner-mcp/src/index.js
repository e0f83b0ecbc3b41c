// Fastify entry point: MCP endpoint behind bearer auth, carrier webhook and the Kafka reply consumer.
import Fastify from 'fastify';
import { Readable } from 'node:stream';
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { verifyAccessToken } from './auth.js';
import { mcpHandler } from './mcp.js';
import { registerCarrierWebhook } from './webhooks/carrier.js';
import { startPlanReplies } from './events/planReplies.js';

const app = Fastify({ logger: true, bodyLimit: 1_048_576 });

app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
  request.rawBody = body;
  try {
    done(null, body.length ? JSON.parse(body) : {});
  } catch (err) {
    err.statusCode = 400;
    done(err);
  }
});

const authenticate = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['wms:waves'] });

function toFetchRequest(request) {
  const url = `http://${request.headers.host ?? 'localhost'}${request.url}`;
  const headers = new Headers();
  for (const [k, v] of Object.entries(request.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'DELETE';
  return new Request(url, { method: request.method, headers, body: hasBody ? request.rawBody ?? '' : undefined });
}

async function sendFetch(reply, response) {
  reply.code(response.status);
  response.headers.forEach((value, key) => reply.header(key, value));
  return reply.send(response.body ? Readable.fromWeb(response.body) : null);
}

app.route({
  method: ['GET', 'POST', 'DELETE'],
  url: '/mcp',
  handler: async (request, reply) => {
    const fetchRequest = toFetchRequest(request);
    const auth = await authenticate(fetchRequest);
    if (auth instanceof Response) return sendFetch(reply, auth);
    return sendFetch(reply, await mcpHandler.fetch(fetchRequest, { authInfo: auth }));
  },
});

app.get('/healthz', async () => ({ ok: true }));
registerCarrierWebhook(app);

await startPlanReplies();
await app.listen({ port: config.port, host: '0.0.0.0' });
