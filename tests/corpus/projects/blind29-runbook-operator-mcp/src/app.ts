import { createServer } from 'node:http';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { Effect } from 'effect';
import { createApp, createRouter, defineEventHandler, sendWebResponse, toNodeListener, toWebRequest } from 'h3';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { RunbookConfig } from './config.js';
import { buildServer } from './server.js';

const cfg = Effect.runSync(RunbookConfig);
const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', cfg.issuer));

const bearer = requireBearerAuth({
  verifier: {
    async verifyAccessToken(token: string) {
      const { payload } = await jwtVerify(token, jwks, { issuer: cfg.issuer, audience: 'runbook-operator' });
      return {
        token,
        clientId: String(payload.azp ?? payload.client_id ?? ''),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub, team: payload.team },
      };
    },
  },
  requiredScopes: ['runbook:operate'],
});

const mcp = createMcpHandler(buildServer);

const router = createRouter().post(
  '/mcp',
  defineEventHandler(async (event) => {
    const request = toWebRequest(event);
    const authInfo = await bearer(request);
    if (authInfo instanceof Response) return sendWebResponse(event, authInfo);
    return sendWebResponse(event, await mcp.fetch(request, { authInfo }));
  }),
);

const app = createApp({ onError: (error) => console.error('[runbook-operator]', error) }).use(router);

createServer(toNodeListener(app)).listen(cfg.port, () => console.log(`runbook-operator MCP on :${cfg.port}`));
