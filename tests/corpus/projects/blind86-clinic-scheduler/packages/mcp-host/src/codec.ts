// Per-tool request-state codecs on top of the SDK codec: signed, ten-minute lifetime, bound to caller and tool.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';

export const STATE_TTL_SECONDS = 600;

export function principalOf(ctx): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('request has no authenticated principal');
  }
  return userId;
}

export function codecForTool<T>(key: Uint8Array, toolName: string) {
  if (key.length < 32) throw new Error('request-state key must be at least 32 bytes');
  return createRequestStateCodec<T>({
    key,
    ttlSeconds: STATE_TTL_SECONDS,
    bind: (ctx) => `${principalOf(ctx)}\u001f${toolName}`,
  });
}
