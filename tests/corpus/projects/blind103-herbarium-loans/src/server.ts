// Koa entry point: curator auth, then a stateless Streamable HTTP transport for each MCP request.
// @ts-nocheck
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { env } from './env.js';
import { requireCurator } from './oauth.js';
import { buildServer } from './mcp.js';
import { closeRedis } from './handles.js';
import { log, instanceId } from './log.js';

const app = new Koa();
const router = new Router();

router.get('/healthz', ctx => {
  ctx.body = { ok: true, instance: instanceId };
});

router.post('/mcp', requireCurator, async ctx => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  ctx.respond = false;
  ctx.req.auth = ctx.state.auth;
  ctx.res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(ctx.req, ctx.res, ctx.request.body);
});

router.all('/mcp', ctx => {
  ctx.status = 405;
  ctx.set('Allow', 'POST');
});

app.use(bodyParser({ jsonLimit: '512kb' }));
app.use(router.routes());

const http = app.listen(env.port, () => log('info', 'listening', { port: env.port }));

process.on('SIGTERM', () => {
  http.close(async () => {
    await closeRedis();
    process.exit(0);
  });
});
