import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';

const userOf = (ctx) => {
  const userId = ctx?.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || !userId) throw new Error('requestState needs an authenticated user');
  return userId;
};

/** Stable digest of tool arguments (sorted keys), used to pin a round trip to its request. */
export function digestArgs(args) {
  const sorted = (v) =>
    Array.isArray(v) ? v.map(sorted)
      : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])]))
        : v;
  return createHash('sha256').update(JSON.stringify(sorted(args ?? {}))).digest('base64url');
}

/**
 * One codec for the whole server (the SDK calls `verify` before any handler
 * runs). The user is bound through `bind`; the tool and the arguments are
 * pinned inside the payload and checked by `expectState`.
 */
export function createStateCodec({ key, ttlSeconds }) {
  const codec = createRequestStateCodec({ key, ttlSeconds, bind: userOf });

  return {
    verify: codec.verify,

    mint(tool, args, data, ctx) {
      return codec.mint({ ...data, tool, argsDigest: digestArgs(args) }, ctx);
    },

    async expectState(ctx, tool, args) {
      const state = await ctx.mcpReq.requestState();
      if (!state) return null;
      if (state.tool !== tool || state.argsDigest !== digestArgs(args)) {
        throw new Error('Invalid or expired requestState');
      }
      return state;
    },
  };
}
