// The SDK requestState codec for this server: HMAC-signed, five-minute expiry, bound to the authenticated user.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';

export const userOf = (ctx): string => {
  const userId = ctx?.http?.authInfo?.extra?.userId;
  if (!userId) throw new Error('requestState requires an authenticated user');
  return String(userId);
};

export const makeStateCodec = (key: Buffer, ttlSeconds: number) =>
  createRequestStateCodec({
    key,
    ttlSeconds,
    bind: (ctx) => `user:${userOf(ctx)}`,
  });
