// Koa application serving the stateless MCP endpoint.
// @ts-nocheck
import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { settings } from './settings.js';
import { requireGrower } from './auth.js';
import { createMcpServer } from './mcp.js';

const app = new Koa();
const router = new Router();

router.get('/healthz', (ctx) => {
  ctx.body = { ok: true };
});

router.post('/mcp', requireGrower, async (ctx) => {
  const server = createMcpServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  ctx.res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  ctx.respond = false;
  await transport.handleRequest(ctx.req, ctx.res, ctx.request.body);
});

router.all('/mcp', (ctx) => {
  ctx.status = 405;
  ctx.set('Allow', 'POST');
});

app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '512kb' }));
app.use(router.routes());
app.use(router.allowedMethods());

app.listen(settings.port, () => console.log(`vinewater MCP listening on :${settings.port}`));
