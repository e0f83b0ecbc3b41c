// Process entry: Fastify server with bearer authentication, the MCP endpoint and partner webhooks.
import Fastify from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { config } from './config.js';
import { createClinicServer } from './tools/index.js';
import { partnerHook } from './partnerHook.js';

const introspect = (token) =>
  fetch(config.introspectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${config.introspectBasic}` },
    body: new URLSearchParams({ token }),
  }).then((res) => (res.ok ? res.json() : { active: false }));

const toAuthInfo = (token, claims) => ({
  token,
  clientId: claims.client_id,
  scopes: String(claims.scope ?? '').split(' ').filter(Boolean),
  expiresAt: claims.exp,
  extra: { userId: claims.sub, clinicId: claims.clinic_id, role: claims.role },
});

const authenticate = async (request, reply) => {
  const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  const claims = token ? await introspect(token) : { active: false };
  if (!claims.active) return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'invalid_token' });
  request.raw.auth = toAuthInfo(token, claims);
};

const app = Fastify({ logger: true });

app.get('/healthz', async () => ({ ok: true }));
app.register(partnerHook, { prefix: '/webhooks/partner' });

app.post('/mcp', { preHandler: authenticate }, async (request, reply) => {
  const server = createClinicServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  reply.hijack();
  reply.raw.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request.raw, reply.raw, request.body);
});

app.listen({ port: config.port, host: config.host });
