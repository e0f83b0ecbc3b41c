import Fastify from 'fastify';
import type { IncomingMessage } from 'node:http';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { settings } from './settings.js';
import { buildServer } from './server.js';

const jwks = createRemoteJWKSet(new URL(`${settings.oidc.issuer}/protocol/openid-connect/certs`));

async function authenticate(header: string | undefined): Promise<AuthInfo | null> {
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length);
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer: settings.oidc.issuer, audience: settings.oidc.audience });
    if (!payload.sub || !payload.exp) return null;
    return {
      token,
      clientId: String(payload.azp ?? ''),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub },
    };
  } catch {
    return null;
  }
}

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });

app.get('/healthz', async () => ({ ok: true }));

app.post('/mcp', async (request, reply) => {
  const auth = await authenticate(request.headers.authorization);
  if (!auth) {
    return reply
      .code(401)
      .header('www-authenticate', `Bearer resource_metadata="${settings.oidc.audience}"`)
      .send({ error: 'invalid_token' });
  }
  (request.raw as IncomingMessage & { auth?: AuthInfo }).auth = auth;

  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  reply.hijack();
  reply.raw.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request.raw, reply.raw, request.body);
});

await app.listen({ port: settings.port, host: '0.0.0.0' });
