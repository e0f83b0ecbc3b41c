// Koa entry point: stateless Streamable HTTP MCP endpoint behind broker token auth.
// @ts-nocheck
import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { env } from './env.js';
import { connect, close } from './db/mongo.js';
import { bearer } from './auth/tokens.js';
import { buildServer } from './mcp/server.js';

const app = new Koa();
const router = new Router();

router.post('/mcp', bodyParser({ enableTypes: ['json'], jsonLimit: '512kb' }), bearer('declarations:write'), async (ctx) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  ctx.req.auth = ctx.state.auth;
  ctx.respond = false;
  ctx.res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(ctx.req, ctx.res, ctx.request.body);
});

router.all('/mcp', (ctx) => {
  ctx.status = 405;
  ctx.set('allow', 'POST');
});

router.get('/healthz', (ctx) => {
  ctx.body = { ok: true };
});

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status ?? 500;
    ctx.body = { error: ctx.status < 500 ? err.message : 'internal error' };
    if (ctx.status >= 500) console.error(err);
  }
});
app.use(router.routes()).use(router.allowedMethods());

await connect();
const httpServer = app.listen(env.port, () => console.log(`customs-desk MCP on :${env.port}`));
process.on('SIGTERM', () => httpServer.close(() => close()));
