import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { createMcpHandler, McpServer, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import pkg from '../package.json' with { type: 'json' };
import { countyDigest } from './county.js';
import { sql } from './db.js';
import { env } from './env.js';
import { roundCodec } from './state/codec.js';
import { registerLinkPortal } from './tools/link-portal.js';
import { registerScheduleInspection } from './tools/schedule-inspection.js';
import { registerWithdraw } from './tools/withdraw.js';

// --- MCP server ---

function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'permitdesk', version: pkg.version },
    {
      capabilities: { tools: {} },
      requestState: { verify: roundCodec.verify },
      instructions: 'City of Riverton permit desk. Applicants can book inspections, withdraw applications and link the county portal.',
    },
  );
  registerScheduleInspection(server);
  registerWithdraw(server);
  registerLinkPortal(server);
  return server;
}

// --- auth: the city's Entra tenant issues the access tokens ---

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', env.OIDC_ISSUER));

async function verifyAccessToken(token: string): Promise<AuthInfo> {
  const { payload } = await jwtVerify(token, jwks, { issuer: env.OIDC_ISSUER, audience: env.OIDC_AUDIENCE });
  return {
    token,
    clientId: String(payload.azp ?? payload.appid ?? 'unknown'),
    scopes: typeof payload.scp === 'string' ? payload.scp.split(' ') : [],
    expiresAt: payload.exp,
    extra: {
      userId: payload.oid ?? payload.sub,
      roles: Array.isArray(payload.roles) ? payload.roles : [],
    },
  };
}

const mcp = createMcpHandler(buildServer);
const bearer = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['permits.use'] });

// --- http ---

interface CountyStatusEvent {
  permitRef: string;
  status: 'received' | 'in-review' | 'approved' | 'rejected' | 'withdrawn';
  at: string;
}

const app = new Hono();

app.get('/healthz', (c) => c.json({ ok: true }));

app.all('/mcp', async (c) => {
  const auth = await bearer(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

app.post('/hooks/county/status', async (c) => {
  const raw = await c.req.text();
  const signature = c.req.header('x-county-signature') ?? '';
  if (signature !== `sha256=${countyDigest(raw)}`) return c.text('bad signature', 401); // expect: no-timing-unsafe-compare

  const event = JSON.parse(raw) as CountyStatusEvent;
  await sql`
    update permits set status = ${event.status}, status_at = ${event.at}
    where county_ref = ${event.permitRef}`;
  return c.body(null, 204);
});

serve({ fetch: app.fetch, port: env.PORT }, (info) => {
  console.log(`permitdesk listening on :${info.port}`);
});
