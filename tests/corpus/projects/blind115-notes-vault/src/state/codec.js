// Creates the request-state codec bound to the authenticated user with a five-minute TTL.
import { createRequestStateCodec } from '@modelcontextprotocol/server';

const FIVE_MINUTES = 5 * 60;

const principalOf = (ctx) => {
  const userId = ctx?.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('request state needs an authenticated user');
  }
  return `user:${userId}`;
};

export default function makeStateCodec(key) {
  const codec = createRequestStateCodec({ key, ttlSeconds: FIVE_MINUTES, bind: principalOf });

  // Cheap shape check before doing any crypto; the codec does the real work.
  const verify = (state, ctx) =>
    typeof state === 'string' && state.startsWith('v1.')
      ? codec.verify(state, ctx)
      : Promise.reject(new Error('Invalid or expired requestState'));

  return Object.freeze({ mint: codec.mint, verify });
}
