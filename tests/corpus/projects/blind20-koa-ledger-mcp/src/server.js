'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');

const { bearerAuth } = require('./middleware/auth');
const { createDispatcher } = require('./rpc/dispatcher');
const transfer = require('./tools/transfer');
const statement = require('./tools/statement');

const app = new Koa();
const router = new Router();
const dispatch = createDispatcher([transfer, statement]);

/** Turns unexpected failures into a JSON-RPC internal error instead of an HTML page. */
app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.app.emit('error', err, ctx);
    ctx.status = 200;
    ctx.body = { jsonrpc: '2.0', id: null, error: { code: -32603, message: 'Internal error' } };
  }
});

app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '256kb' }));

router.post('/mcp', bearerAuth(), async (ctx) => {
  const reply = await dispatch(ctx, ctx.request.body);
  if (reply === undefined) {
    ctx.status = 202;
    return;
  }
  ctx.body = reply;
});

app.use(router.routes()).use(router.allowedMethods());

if (require.main === module) {
  const port = Number(process.env.PORT || 3030);
  app.listen(port, () => console.log(`ledger MCP listening on :${port}`));
}

module.exports = app;
