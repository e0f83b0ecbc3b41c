import { createRequestStateCodec } from "@modelcontextprotocol/server";
import { env } from "../env";
import type { PendingRefund } from "./pending-refund";

export type StateCodec<T> = ReturnType<typeof createRequestStateCodec<T>>;

interface CodecOptions {
  secret: string;
  ttlSeconds: number;
}

/**
 * Thin factory so tests can build a codec with their own secret / ttl.
 * State is bound to the signed-in user; the tool name is checked by each handler.
 */
export function makeStateCodec<T>({ secret, ttlSeconds }: CodecOptions): StateCodec<T> {
  return createRequestStateCodec<T>({
    key: new TextEncoder().encode(secret),
    ttlSeconds,
    bind: (ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (typeof userId !== "string") throw new Error("requestState needs an authenticated user");
      return userId;
    },
  });
}

export const stateCodec = makeStateCodec<PendingRefund>({
  secret: env.MCP_STATE_SECRET, // expect: no-weak-state-key
  ttlSeconds: env.MCP_STATE_TTL_SECONDS, // expect: require-state-binding
});
