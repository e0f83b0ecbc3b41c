// Signed requestState for confirmations: SDK codec keyed by the derived state key, bound to the caller.
import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';

export const STATE_API_VERSION = '2025-11';

export function argsHash(args) {
  const ordered = Object.fromEntries(Object.entries(args).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return createHash('sha256').update(JSON.stringify(ordered)).digest('base64url');
}

export function makeStateCodec(key) {
  return createRequestStateCodec({
    key,
    ttlSeconds: 600,
    bind: (ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (!userId) throw new Error('requestState needs an authenticated caller');
      return `labtrack:${userId}`;
    },
  });
}
