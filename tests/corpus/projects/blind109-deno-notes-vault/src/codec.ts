// Signed request-state codec for notebook purge confirmations, bound to the authenticated user.
// @ts-nocheck
import { createRequestStateCodec } from "@modelcontextprotocol/server";

export interface PurgeState {
  tool: string;
  digest: string;
  count: number;
}

export interface CallerCtx {
  http?: { authInfo?: { extra?: Record<string, unknown> } };
}

export function userOf(ctx: CallerCtx): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== "string" || id.length === 0) throw new Error("no authenticated user");
  return id;
}

/**
 * Signed (not encrypted) confirmation state. The codec binds it to the user through `bind`
 * and expires it after five minutes; the tool name and argument digest ride in the payload
 * and the handler compares them itself.
 */
export function createPurgeCodec(key: Uint8Array) {
  return createRequestStateCodec<PurgeState>({
    key,
    ttlSeconds: 300,
    bind: (ctx) => `user:${userOf(ctx as CallerCtx)}`,
  });
}

export type PurgeCodec = ReturnType<typeof createPurgeCodec>;
