import Router from '@koa/router';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';
import { config } from '../config.js';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
const CHANNEL_TOKEN_DIGEST = digest(config.channelToken);

/**
 * Google Calendar push notifications. Google echoes the channel token we set
 * when creating the watch; compare it in constant time over fixed-size digests.
 */
export function webhookRouter(redis: Redis): Router {
  const router = new Router({ prefix: '/webhooks' });

  router.post('/google/calendar', async (ctx) => {
    const token = ctx.get('X-Goog-Channel-Token');
    if (!token || !timingSafeEqual(digest(token), CHANNEL_TOKEN_DIGEST)) {
      ctx.status = 403;
      return;
    }

    const resourceState = ctx.get('X-Goog-Resource-State');
    if (resourceState === 'sync') {
      ctx.status = 204; // handshake after watch creation
      return;
    }

    const channelId = ctx.get('X-Goog-Channel-ID');
    const messageNumber = Number(ctx.get('X-Goog-Message-Number'));
    const last = Number((await redis.hget('cal:channels', channelId)) ?? 0);
    if (messageNumber <= last) {
      ctx.status = 204; // duplicate delivery
      return;
    }
    await redis
      .multi()
      .hset('cal:channels', channelId, String(messageNumber))
      .xadd('cal:changes', '*', 'channel', channelId, 'state', resourceState)
      .exec();
    ctx.status = 204;
  });

  return router;
}
