import { Elysia } from 'elysia';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config';
import { StateKeyring } from './state/sealed-state';
import { createTravelMcpServer } from './mcp/server';
import { makeBookFlight, searchFlights } from './tools/flights';
import { makeCancelBooking } from './tools/cancel';
import { webhooks } from './routes/webhooks';

// Key *ids*, not keys: the material comes from STATE_MASTER_KEY (checked in config.ts).
const CURRENT_STATE_KEY_ID = 'k2025a';

const ring = StateKeyring.fromMasterKeys({ [CURRENT_STATE_KEY_ID]: config.stateMasterKey }, CURRENT_STATE_KEY_ID);
const tools = [searchFlights, makeBookFlight(ring), makeCancelBooking(ring)];
const mcp = createMcpHandler(() => createTravelMcpServer(ring, tools));

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', config.oidcIssuer));
const bearer = requireBearerAuth({
  requiredScopes: ['travel'],
  verifier: {
    async verifyAccessToken(token: string) {
      const { payload } = await jwtVerify(token, jwks, { issuer: config.oidcIssuer, audience: config.audience });
      if (!payload.sub || typeof payload.exp !== 'number') throw new Error('invalid_token');
      return {
        token,
        clientId: String(payload.azp ?? 'unknown'),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub, roles: Array.isArray(payload.roles) ? payload.roles : [] },
      };
    },
  },
});

export const app = new Elysia()
  .use(webhooks)
  .get('/healthz', () => ({ ok: true }))
  .post(
    '/mcp',
    async ({ request }) => {
      const authInfo = await bearer(request);
      if (authInfo instanceof Response) return authInfo;
      return mcp.fetch(request, { authInfo });
    },
    { parse: 'none' },
  )
  .listen(config.port);

console.log(`travel MCP listening on http://${app.server?.hostname}:${app.server?.port}/mcp`);
