// Koa entry point: /mcp (stateless Streamable HTTP, SDK 1.x), the carrier webhook and health routes.
// @ts-nocheck
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { config } from './config.js';
import { requireUser } from './auth.js';
import { pool, markLabelVoided } from './db.js';
import { verifyWebhook } from './carrier.js';
import { registerCycleCount } from './tools/cycleCount.js';
import { registerWriteOffStock } from './tools/writeOffStock.js';
import { registerPickList } from './tools/pickList.js';

function buildServer() {
  const server = new McpServer({ name: 'stackyard-warehouse', version: '3.1.4' }, { capabilities: { tools: {} } });
  registerCycleCount(server);
  registerWriteOffStock(server);
  registerPickList(server);
  return server;
}

const app = new Koa();
const router = new Router();

app.use(bodyParser({ enableRawText: true, encoding: 'utf-8', jsonLimit: '512kb' }));

router.get('/healthz', async (ctx) => {
  await pool.query('select 1');
  ctx.body = { ok: true };
});

router.get('/.well-known/oauth-protected-resource', (ctx) => {
  ctx.body = { resource: `${config.publicUrl}/mcp`, authorization_servers: [config.issuer] };
});

router.post('/mcp', requireUser, async (ctx) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  ctx.respond = false;
  ctx.res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(ctx.req, ctx.res, ctx.request.body);
});

router.post('/webhooks/parcelroute', async (ctx) => {
  const rawBody = Buffer.from(ctx.request.rawBody ?? '', 'utf8');
  if (!verifyWebhook(rawBody, ctx.get('x-parcelroute-signature'))) {
    ctx.status = 401;
    return;
  }
  const event = JSON.parse(rawBody.toString('utf8'));
  if (event.type === 'label.voided') await markLabelVoided(event.data.trackingNumber);
  ctx.status = 204;
});

app.use(router.routes()).use(router.allowedMethods());

app.listen(config.port, () => console.log(`stackyard-warehouse MCP listening on ${config.port}`));
