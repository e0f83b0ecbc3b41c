import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { Redis } from 'ioredis';
import { config } from './config.js';
import { requireUser } from './middleware/auth.js';
import { mcpRouter } from './rpc/dispatcher.js';
import { webhookRouter } from './routes/webhooks.js';
import { DraftStore } from './store/drafts.js';
import { cancelEvent } from './tools/cancelEvent.js';
import { scheduleMeeting } from './tools/scheduleMeeting.js';

const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
const drafts = new DraftStore(redis);

const app = new Koa({ proxy: true });

app.use(async (ctx, next) => {
  const started = performance.now();
  try {
    await next();
  } catch (err) {
    const status = (err as { status?: number }).status ?? 500;
    ctx.status = status;
    ctx.body = { error: status < 500 ? (err as Error).message : 'internal error' };
    if (status >= 500) ctx.app.emit('error', err, ctx);
  } finally {
    ctx.set('Server-Timing', `app;dur=${(performance.now() - started).toFixed(1)}`);
  }
});

app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '256kb' }));

const hooks = webhookRouter(redis);
app.use(hooks.routes()).use(hooks.allowedMethods());

const mcp = mcpRouter([scheduleMeeting(drafts), cancelEvent]);
app.use(requireUser);
app.use(mcp.routes()).use(mcp.allowedMethods());

app.on('error', (err) => console.error('[calendar-assistant]', err));

app.listen(config.port, () => console.log(`calendar-assistant listening on :${config.port}`));
