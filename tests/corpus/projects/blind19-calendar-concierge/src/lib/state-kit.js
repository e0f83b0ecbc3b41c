import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { principalOf } from './principal.js';

export const STATE_TTL_SECONDS = 300;

export class StateMismatch extends Error {}

const canonical = (value) =>
  value === null || typeof value !== 'object'
    ? JSON.stringify(value ?? null)
    : Array.isArray(value)
      ? `[${value.map(canonical).join(',')}]`
      : `{${Object.keys(value)
          .filter((k) => value[k] !== undefined)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
          .join(',')}}`;

export const digestArgs = (args) => createHash('sha256').update(canonical(args)).digest('hex');

/**
 * One codec for the whole server: signed by the SDK, bound to the signed-in user through
 * `bind`, five-minute lifetime. Tool name and argument digest ride inside the payload and
 * are checked on resume, after the SDK has verified the signature.
 */
export function createStateKit(key) {
  const codec = createRequestStateCodec({
    key,
    ttlSeconds: STATE_TTL_SECONDS,
    bind: (ctx) => principalOf(ctx).userId,
  });

  return {
    verify: codec.verify,

    mint(tool, args, data, ctx) {
      return codec.mint({ tool, argsDigest: digestArgs(args), data }, ctx);
    },

    async resume(tool, args, ctx) {
      const pending = await ctx.mcpReq.requestState();
      if (pending === undefined || pending === null) return undefined;
      if (pending.tool !== tool || pending.argsDigest !== digestArgs(args)) {
        throw new StateMismatch(`requestState was issued for a different ${tool} call`);
      }
      return pending.data;
    },
  };
}
