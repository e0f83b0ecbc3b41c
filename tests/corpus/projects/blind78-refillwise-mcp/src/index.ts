// Koa entry point: health probe and the stateless streamable-HTTP MCP endpoint behind patient authentication.
// @ts-nocheck
import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { env } from './env.js';
import { requirePatient } from './auth/session.js';
import { buildServer } from './server.js';

const app = new Koa();
const router = new Router();

router.get('/healthz', (ctx) => {
  ctx.body = { ok: true, apiVersion: env.apiVersion };
});

router.post('/mcp', requirePatient, async (ctx) => {
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

app.proxy = true;
app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '256kb' }));
app.use(router.routes());
app.use(router.allowedMethods());

app.listen(env.port, () => {
  console.log(`refillwise MCP listening on :${env.port}`);
});
