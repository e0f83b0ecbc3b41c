'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { createMcpServer } = require('./lib/mcp');
const { crmBaseUrl } = require('./lib/secrets');

const app = new Koa();
const router = new Router();

async function errors(ctx, next) {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { error: ctx.status === 500 ? 'internal error' : err.message };
    ctx.app.emit('error', err, ctx);
  }
}

async function timing(ctx, next) {
  const started = process.hrtime.bigint();
  await next();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  ctx.set('server-timing', `app;dur=${ms.toFixed(1)}`);
}

async function bearer(ctx, next) {
  const header = ctx.get('authorization');
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) ctx.throw(401, 'bearer token required');
  const res = await fetch(`${crmBaseUrl}/oauth/me`, { headers: { authorization: header } });
  if (!res.ok) ctx.throw(401, 'token rejected');
  const me = await res.json();
  ctx.req.auth = { token: match[1], clientId: me.client_id, scopes: me.scopes || [], expiresAt: me.exp, extra: { userId: me.id } };
  await next();
}

router.post('/mcp', bearer, async (ctx) => {
  const server = createMcpServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  ctx.respond = false;
  ctx.res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(ctx.req, ctx.res, ctx.request.body);
});

app.use(errors).use(timing).use(bodyParser({ jsonLimit: '512kb' })).use(router.routes()).use(router.allowedMethods());

app.listen(Number(process.env.PORT) || 3200);
