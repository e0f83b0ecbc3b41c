// Per-tool requestState codecs bound to tool and user, accepting one retired key while keys rotate.
import { createRequestStateCodec } from '@modelcontextprotocol/server';

export const STATE_TTL_SECONDS = 300;

export function userIdOf(ctx) {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (!userId) throw new Error('sign in to use the lab scheduler');
  return String(userId);
}

export function createStateCodecs({ key, previousKey = null }) {
  const make = (tool, k) =>
    createRequestStateCodec({
      key: k,
      ttlSeconds: STATE_TTL_SECONDS,
      bind: (ctx) => `${tool}\u0000${userIdOf(ctx)}`,
    });

  const cache = new Map();

  return {
    forTool(tool) {
      if (!cache.has(tool)) {
        const current = make(tool, key);
        const retired = previousKey ? make(tool, previousKey) : null;
        cache.set(tool, {
          mint: (payload, ctx) => current.mint(payload, ctx),
          async open(ctx) {
            const sealed = ctx.mcpReq.requestState();
            if (!sealed) return null;
            try {
              return await current.verify(sealed, ctx);
            } catch (err) {
              if (!retired) throw err;
              return retired.verify(sealed, ctx);
            }
          },
        });
      }
      return cache.get(tool);
    },
  };
}
