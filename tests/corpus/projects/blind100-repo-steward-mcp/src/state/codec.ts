// The server's request-state codec: HMAC-signed by the SDK, bound to the caller, five-minute lifetime.
// @ts-nocheck
import { createRequestStateCodec, type ServerContext } from "@modelcontextprotocol/server";
import { callerOf } from "../auth/accessTokens.js";
import { env } from "../env.js";
import type { StewardState } from "./payloads.js";

export const stateCodec = createRequestStateCodec<StewardState>({
  key: env.stateKey,
  ttlSeconds: env.stateTtlSeconds,
  bind: (ctx: ServerContext) => `user:${callerOf(ctx).userId}`,
});

export const requestStateOptions = {
  verify: stateCodec.verify,
} as const;
