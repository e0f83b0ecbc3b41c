// Fastify entry point: authenticates /mcp calls and bridges them to the SDK's fetch-style handler.
import Fastify from 'fastify';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { authenticate } from './auth.js';
import { buildServer } from './server.js';
import { db } from './db.js';

const mcp = createMcpHandler(() => buildServer());
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, bodyLimit: 262144 });

function toWebRequest(req) {
  const url = new URL(req.url, `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, String(value));
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  return new Request(url, { method: req.method, headers, body: hasBody ? JSON.stringify(req.body) : undefined });
}

async function sendWebResponse(reply, response) {
  reply.code(response.status);
  response.headers.forEach((value, name) => reply.header(name, value));
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

app.get('/healthz', async () => {
  db.prepare('SELECT 1').get();
  return { ok: true };
});

app.route({
  method: ['GET', 'POST', 'DELETE'],
  url: '/mcp',
  handler: async (req, reply) => {
    const request = toWebRequest(req);
    const auth = await authenticate(request);
    if (auth instanceof Response) return sendWebResponse(reply, auth);
    return sendWebResponse(reply, await mcp.fetch(request, { authInfo: auth }));
  },
});

app.listen({ port: config.port, host: config.host }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
