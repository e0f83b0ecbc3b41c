import express from 'express';
import pg from 'pg';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { ADMIN_TOOLS, adminTools, type CallParams } from './tools.js';
import { directoryWebhook } from './directory-hook.js';

const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const tools = adminTools(db);

const ISSUER = process.env.ATLAS_OIDC_ISSUER ?? 'https://auth.atlas.app/';
const jwks = createRemoteJWKSet(new URL('/oauth/jwks', ISSUER));

const bearer = requireBearerAuth({
  requiredScopes: ['workspace:admin'],
  verifier: {
    async verifyAccessToken(token: string) {
      const { payload } = await jwtVerify(token, jwks, { issuer: ISSUER, audience: 'atlas-admin-mcp' });
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

function createAdminServer() {
  const server = new Server({ name: 'atlas-admin', version: '2.2.1' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...ADMIN_TOOLS] }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== 'string') return { isError: true, content: [{ type: 'text', text: 'Not signed in.' }] };
    const params = request.params as CallParams;
    const run = tools[params.name as keyof typeof tools];
    if (!run) return { isError: true, content: [{ type: 'text', text: `Unknown tool ${params.name}` }] };
    return run(params, userId);
  });
  return server;
}

const app = express();

app.post('/hooks/directory', express.raw({ type: 'application/json', limit: '64kb' }), directoryWebhook(db));

app.post('/mcp', express.json(), bearer, async (req, res) => {
  const server = createAdminServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => void Promise.all([transport.close(), server.close()]));
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(Number(process.env.PORT ?? 8788));
