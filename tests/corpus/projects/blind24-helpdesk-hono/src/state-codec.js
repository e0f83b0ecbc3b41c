import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';

/**
 * Signed requestState, bound to the authenticated user and the JSON-RPC method.
 * The tool name and an argument digest travel inside the payload and are
 * checked by each tool after the SDK has verified the MAC and expiry.
 */
export function makeStateCodec({ key, ttlSeconds }) {
  return createRequestStateCodec({
    key,
    ttlSeconds,
    bind: (ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (!userId) throw new Error('requestState requires an authenticated user');
      return `${userId}|${ctx.mcpReq.method}`;
    },
  });
}

/** Digest of the arguments that matter for a tool; public data, not a secret. */
export function argsDigest(args) {
  const canonical = JSON.stringify(Object.keys(args).sort().map((k) => [k, args[k]]));
  return createHash('sha256').update(canonical).digest('base64url');
}
