// Koa entry point: OIDC bearer auth, the stateless MCP endpoint and the toll operator webhook.
// @ts-nocheck
import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { config } from './config.js';
import { buildServer } from './server.js';
import { handleOperatorEvent } from './webhooks.js';

const jwks = createRemoteJWKSet(new URL(config.oidc.jwksUrl));

async function requireFleetUser(ctx: Koa.Context, next: Koa.Next) {
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(ctx.get('authorization'));
  if (!match) {
    ctx.status = 401;
    ctx.set('WWW-Authenticate', 'Bearer');
    return;
  }
  try {
    const { payload } = await jwtVerify(match[1], jwks, { issuer: config.oidc.issuer, audience: config.oidc.audience });
    ctx.req.auth = {
      token: match[1],
      clientId: String(payload.azp ?? payload.client_id ?? ''),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, fleetId: payload.fleet_id },
    };
  } catch {
    ctx.status = 401;
    ctx.set('WWW-Authenticate', 'Bearer error="invalid_token"');
    return;
  }
  await next();
}

const router = new Router();

router.get('/healthz', (ctx) => {
  ctx.body = { ok: true };
});

router.post('/mcp', requireFleetUser, async (ctx) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  ctx.respond = false;
  ctx.res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(ctx.req, ctx.res, ctx.request.body);
});

router.post('/webhooks/operator', async (ctx) => {
  const result = await handleOperatorEvent(ctx.request.rawBody ?? '', ctx.get('x-operator-signature') || undefined);
  ctx.status = result.status;
  ctx.body = result.body;
});

const app = new Koa();
app.proxy = true;
app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '256kb' }));
app.use(router.routes()).use(router.allowedMethods());
app.listen(config.port, () => console.log(`fleet-toll-desk listening on ${config.port}`));
