// Koa application: the stateless MCP endpoint plus the warehouse scanner callback.
// @ts-nocheck
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { settings } from './settings.js';
import { bearer, scannerSignatureValid } from './security/inbound.js';
import { buildServer } from './mcp/buildServer.js';
import { markRmaReceived } from './integrations/orders.js';

const app = new Koa();
const router = new Router();

router.get('/healthz', (ctx) => {
  ctx.body = { ok: true };
});

router.post('/mcp', bearer, async (ctx) => {
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

router.post('/hooks/scanner', async (ctx) => {
  const raw = Buffer.from(ctx.request.rawBody ?? '', 'utf8');
  if (!scannerSignatureValid(raw, ctx.get('x-scanner-signature'))) {
    ctx.status = 401;
    ctx.body = { error: 'bad_signature' };
    return;
  }
  const event = ctx.request.body;
  if (event.type !== 'rma.scanned') {
    ctx.status = 202;
    return;
  }
  await markRmaReceived(event.rmaId, event.operator, event.dock);
  ctx.status = 204;
});

app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '512kb' }));
app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    console.error('request failed', err);
    if (!ctx.headerSent) {
      ctx.status = 500;
      ctx.body = { error: 'internal_error' };
    }
  }
});
app.use(router.routes()).use(router.allowedMethods());

app.listen(settings.port, () => console.log(`rma-desk MCP listening on :${settings.port}`));
