// Builds the SDK requestState codec used to sign quote and booking state.
import { createRequestStateCodec } from '@modelcontextprotocol/server';

const encoder = new TextEncoder();

const userOfContext = (ctx) => ctx.http?.authInfo?.extra?.userId;

export function makeQuoteCodec({ key, ttlSeconds = 300, maxTtlSeconds = 600, userOf = userOfContext } = {}) {
  return createRequestStateCodec({
    key: encoder.encode(key),
    ttlSeconds: Math.min(ttlSeconds, maxTtlSeconds),
    bind: (ctx) => {
      const userId = userOf(ctx);
      if (!userId) throw new Error('requestState needs an authenticated user');
      return `user:${userId}`;
    },
  });
}
