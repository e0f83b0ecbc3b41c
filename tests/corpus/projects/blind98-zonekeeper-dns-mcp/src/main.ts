// Koa bootstrap: authenticated stateless MCP endpoint over Streamable HTTP.
// @ts-nocheck
import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { env } from './env.js';
import { bearerAuth } from './auth.js';
import { createKeyring } from './keys.js';
import { StateTokens } from './stateToken.js';
import { createDnsServer } from './handlers.js';
import { pool, purgeConsumedStateIds } from './repo.js';

const tokens = new StateTokens(
  createKeyring({
    currentId: env.stateKeyId,
    currentMaster: env.stateMasterKey,
    previousId: env.statePreviousKeyId,
    previousMaster: env.statePreviousMasterKey,
  }),
);

const router = new Router();

router.get('/healthz', async (ctx) => {
  await pool.query('select 1');
  ctx.body = { ok: true };
});

router.post('/mcp', bearerAuth, async (ctx) => {
  const server = createDnsServer(tokens);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  ctx.respond = false;
  ctx.res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(ctx.req, ctx.res, ctx.request.body);
});

const app = new Koa();
app.proxy = true;
app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '512kb' }));
app.use(router.routes()).use(router.allowedMethods());

setInterval(() => purgeConsumedStateIds().catch((err) => console.error('purge failed', err)), 15 * 60_000).unref();

app.listen(env.port, () => console.log(`zonekeeper MCP on :${env.port}`));
