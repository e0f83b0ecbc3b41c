import { createServer } from 'node:http';
import { createMcpHandler, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { buildContainer } from './container.js';
import { TYPES } from './types.js';
import { buildServer } from './tools/register.js';
import type { InventoryTool } from './tools/decorators.js';

const container = buildContainer();
const tools = container.getAll<InventoryTool>(TYPES.Tool);

const issuer = process.env.LAB_SSO_ISSUER;
if (!issuer) throw new Error('LAB_SSO_ISSUER is required');
const jwks = createRemoteJWKSet(new URL('/protocol/openid-connect/certs', issuer));

const auth = requireBearerAuth({
  requiredScopes: ['inventory'],
  verifier: {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience: 'reagent-inventory' });
      if (!payload.sub || !payload.exp) throw new Error('access token without sub/exp');
      return {
        token,
        clientId: String(payload.azp ?? 'lab-assistant'),
        scopes: String(payload.scope ?? '').split(' '),
        expiresAt: payload.exp,
        extra: { userId: payload.sub },
      };
    },
  },
});

const mcp = createMcpHandler(() => buildServer(tools));

createServer(
  toNodeHandler({
    async fetch(request: Request) {
      if (new URL(request.url).pathname !== '/mcp') return new Response(null, { status: 404 });
      const authInfo = await auth(request);
      return authInfo instanceof Response ? authInfo : mcp.fetch(request, { authInfo });
    },
  }),
).listen(Number(process.env.PORT ?? 7410));
