// Process entry point: Koa app with bearer authentication for the MCP endpoint and a signed CRM webhook receiver.
const Koa = require('koa');
const Router = require('@koa/router');
const { createRemoteJWKSet, jwtVerify } = require('jose');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { config } = require('./config');
const { createServer } = require('./mcp');
const { handleCrmWebhook } = require('./webhooks');

const jwks = createRemoteJWKSet(new URL(config.oauth.jwksUrl));
const MAX_BODY = 4 * 1024 * 1024;

async function readRawBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) throw Object.assign(new Error('body too large'), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function bearer(ctx, next) {
  const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'));
  if (!match) {
    ctx.set('WWW-Authenticate', 'Bearer');
    ctx.throw(401, 'unauthorized');
  }
  let payload;
  try {
    ({ payload } = await jwtVerify(match[1], jwks, { issuer: config.oauth.issuer, audience: config.oauth.audience }));
  } catch {
    ctx.set('WWW-Authenticate', 'Bearer error="invalid_token"');
    ctx.throw(401, 'invalid_token');
  }
  ctx.state.auth = {
    token: match[1],
    clientId: String(payload.azp || ''),
    scopes: String(payload.scope || '').split(' ').filter(Boolean),
    expiresAt: payload.exp,
    extra: { userId: payload.sub, teams: Array.isArray(payload.teams) ? payload.teams : [] },
  };
  await next();
}

const router = new Router();

router.get('/healthz', (ctx) => {
  ctx.body = 'ok';
});

router.post('/mcp', bearer, async (ctx) => {
  const body = JSON.parse((await readRawBody(ctx.req)).toString('utf8') || 'null');
  const server = createServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  ctx.respond = false;
  ctx.res.on('close', () => {
    transport.close();
    server.close();
  });
  ctx.req.auth = ctx.state.auth;
  await server.connect(transport);
  await transport.handleRequest(ctx.req, ctx.res, body);
});

router.post('/webhooks/crm', async (ctx) => {
  const raw = await readRawBody(ctx.req);
  const result = await handleCrmWebhook(raw, ctx.get('x-crm-signature'));
  ctx.status = result.status;
});

const app = new Koa();
app.proxy = true;
app.use(router.routes()).use(router.allowedMethods());
app.listen(config.port, () => {
  console.log(`crm-bulk-sync listening on :${config.port}`);
});
