// Koa entry point: MCP endpoint behind bearer auth, the Google consent routes and a health check.
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { config } from './config.js';
import { pool } from './db.js';
import { bearerAuth } from './auth.js';
import { consentRouter } from './oauth/consent.js';
import { registerFindFreeTime } from './tools/findFreeTime.js';
import { registerScheduleMeeting } from './tools/scheduleMeeting.js';
import { registerCancelSeries } from './tools/cancelSeries.js';

function buildServer() {
  const server = new McpServer({ name: 'calendar-delegate', version: '0.9.4' }, { capabilities: { tools: {} } });
  registerFindFreeTime(server);
  registerScheduleMeeting(server);
  registerCancelSeries(server);
  return server;
}

const app = new Koa({ proxy: true });
const router = new Router();

router.get('/healthz', async (ctx) => {
  await pool.query('SELECT 1');
  ctx.body = { ok: true, instance: config.instanceId };
});

router.post('/mcp', bearerAuth, async (ctx) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  ctx.respond = false;
  ctx.req.auth = ctx.state.auth;
  ctx.res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(ctx.req, ctx.res, ctx.request.body);
});

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    console.error(`[${config.instanceId}]`, err);
    if (ctx.respond !== false) {
      ctx.status = 500;
      ctx.body = { error: 'internal_error' };
    }
  }
});
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.use(consentRouter.routes()).use(consentRouter.allowedMethods());

app.listen(config.port, () => console.log(`[${config.instanceId}] calendar-delegate listening on :${config.port}`));
