// Reads the authenticated user and creates the user-bound request-state codec.
import { createRequestStateCodec } from '@modelcontextprotocol/server';

export function userIdOf(ctx) {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || !userId) throw new Error('unauthenticated');
  return userId;
}

/**
 * One codec per process. `bind` ties every state to the authenticated user;
 * the tool name and the tool's arguments live inside the payload and each
 * tool checks them itself (the tool name is not visible in ctx).
 */
export function makeStateCodec({ key, ttlSeconds }) {
  return createRequestStateCodec({
    key,
    ttlSeconds,
    bind: (ctx) => `user:${userIdOf(ctx)}`,
  });
}
