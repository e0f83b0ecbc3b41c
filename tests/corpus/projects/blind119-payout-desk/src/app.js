// Fastify entry point that introspects bearer tokens and serves the payout MCP server at /mcp.
'use strict';

const Fastify = require('fastify');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const config = require('./config');
const createPayoutServer = require('./mcp');
const { createBankClient } = require('./bank');
const { PendingPayouts } = require('./pending');

const bank = createBankClient(config.bank);
const pending = new PendingPayouts();
const app = Fastify({ logger: true });

async function introspect(token) {
  const res = await fetch(config.introspectionUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  if (!res.ok) return null;
  const info = await res.json();
  return info.active && info.sub ? info : null;
}

app.addHook('preHandler', async (request, reply) => {
  if (request.routeOptions.url !== '/mcp') return;
  const header = request.headers.authorization || '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : null;
  const info = token && (await introspect(token));
  if (!info) {
    reply.header('www-authenticate', 'Bearer error="invalid_token"');
    return reply.code(401).send({ error: 'invalid_token' });
  }
  request.raw.auth = {
    token,
    clientId: info.client_id,
    scopes: (info.scope || '').split(' ').filter(Boolean),
    expiresAt: info.exp,
    extra: { userId: info.sub },
  };
});

app.post('/mcp', async (request, reply) => {
  const server = createPayoutServer({ bank, pending });
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  reply.hijack();
  reply.raw.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request.raw, reply.raw, request.body);
});

app.listen({ port: config.port, host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
