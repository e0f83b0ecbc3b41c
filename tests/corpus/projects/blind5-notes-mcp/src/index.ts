import { createRemoteJWKSet, jwtVerify } from 'jose';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { keyStatus } from './state/key';
import { registerCreateNote } from './tools/create';
import { registerDeleteNote } from './tools/delete';
import { registerShareNote } from './tools/share';

const ISSUER = Bun.env.OIDC_ISSUER ?? 'https://login.example.com/';
const AUDIENCE = Bun.env.OIDC_AUDIENCE ?? 'notes-mcp';
const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', ISSUER));

const auth = requireBearerAuth({
  verifier: {
    async verifyAccessToken(token: string) {
      const { payload } = await jwtVerify(token, jwks, { issuer: ISSUER, audience: AUDIENCE, clockTolerance: 30 });
      return {
        token,
        clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub },
      };
    },
  },
  requiredScopes: ['notes'],
});

function buildServer(): McpServer {
  const server = new McpServer({ name: 'notes-mcp', version: '0.3.0' }, { capabilities: { tools: {} } });
  registerCreateNote(server);
  registerShareNote(server);
  registerDeleteNote(server);
  return server;
}

const mcp = createMcpHandler(buildServer);

const port = Number(Bun.env.PORT ?? 3333);

Bun.serve({
  port,
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === '/healthz') {
      return Response.json({ ok: true, stateKey: await keyStatus() });
    }
    if (url.pathname !== '/mcp') return new Response('not found', { status: 404 });

    const authInfo = await auth(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  },
  error(err) {
    console.error(err);
    return new Response('internal error', { status: 500 });
  },
});

console.log(`notes-mcp on :${port}`);
