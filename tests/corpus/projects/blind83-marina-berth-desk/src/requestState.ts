// Request-state codec shared by every berth tool that needs a second round with the skipper.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';

export const stateCodec = createRequestStateCodec({
  key: Buffer.from(config.stateSecret, 'utf8'), // expect: no-weak-state-key
  ttlSeconds: 600,
  bind: (ctx) => {
    const memberId = ctx.http?.authInfo?.extra?.userId;
    if (!memberId) {
      throw new Error('request state is only issued to signed-in members');
    }
    return `member:${memberId}`;
  },
});
