import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { notesState } from './codec.js';
import { registerNotesTools } from './tools.js';

const ISSUER = process.env.ATLAS_OIDC_ISSUER ?? 'https://auth.atlas.app/';
const jwks = createRemoteJWKSet(new URL('/oauth/jwks', ISSUER));

const requireUser = requireBearerAuth({
  requiredScopes: ['notes'],
  verifier: {
    async verifyAccessToken(token: string) {
      const { payload } = await jwtVerify(token, jwks, { issuer: ISSUER, audience: 'atlas-notes-mcp' });
      return {
        token,
        clientId: String(payload.client_id),
        scopes: String(payload.scope ?? '').split(' '),
        expiresAt: payload.exp,
        extra: { userId: payload.sub },
      };
    },
  },
});

const mcp = createMcpHandler(() => {
  const server = new McpServer(
    { name: 'atlas-notes', version: '1.6.0' },
    {
      capabilities: { tools: {} },
      // Tokens that fail verification, expired ones and other users' never reach a handler.
      requestState: { verify: notesState.verify },
    },
  );
  registerNotesTools(server);
  return server;
});

const app = new Hono();

app.all('/mcp', async (c) => {
  const authInfo = await requireUser(c.req.raw);
  if (authInfo instanceof Response) return authInfo;
  return mcp.fetch(c.req.raw, { authInfo });
});

app.get('/healthz', (c) => c.json({ ok: true }));

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 8787) });
