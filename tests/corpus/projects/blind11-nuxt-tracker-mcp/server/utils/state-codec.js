import { createRequestStateCodec } from "@modelcontextprotocol/server";
import { decodeStateKey } from "./secrets.js";

let codec;

/** Lazily built so useRuntimeConfig() has the NUXT_* overrides applied. */
export function useStateCodec() {
  codec ??= createRequestStateCodec({
    key: decodeStateKey(useRuntimeConfig().mcpStateKey),
    ttlSeconds: 300,
    bind: (ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (typeof userId !== "string" || userId === "") {
        throw new Error("requestState can only be used by an authenticated user");
      }
      return `user:${userId}`;
    },
  });
  return codec;
}

/** Every tool stores its own name and checks it on the way back in. */
export async function stateFor(ctx, tool) {
  const state = await ctx.mcpReq.requestState();
  if (state === undefined) return undefined;
  if (state?.tool !== tool) throw new Error(`requestState was minted for ${state?.tool ?? "nothing"}, not ${tool}`);
  return state;
}
