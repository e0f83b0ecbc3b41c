// Request-state codec for guided return tools: SDK HMAC codec, 10-minute lifetime, bound to the signed-in user.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';

export const STATE_TTL_SECONDS = 600;

export function userBinding(ctx): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (!userId) throw new Error('request state requires an authenticated user');
  return `user:${userId}`;
}

export function buildStateCodec(key: Uint8Array) {
  return createRequestStateCodec({ key, ttlSeconds: STATE_TTL_SECONDS, bind: userBinding });
}
