// Per-tool requestState codecs: HMAC-signed by the SDK, bound to the adjuster and the tool name.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { settings } from '../settings.js';
import { adjusterOf } from '../auth/verifier.js';

const cache = new Map<string, ReturnType<typeof createRequestStateCodec>>();

export function codecFor<T = Record<string, unknown>>(tool: string) {
  let codec = cache.get(tool);
  if (!codec) {
    codec = createRequestStateCodec<T>({
      key: settings.stateKey, // expect: no-weak-state-key
      ttlSeconds: settings.stateTtlSeconds,
      bind: (ctx) => `${adjusterOf(ctx).id}|${tool}`,
    });
    cache.set(tool, codec);
  }
  return codec;
}

export async function readState<T>(tool: string, ctx): Promise<T | null> {
  const raw = ctx.mcpReq.requestState();
  if (!raw) return null;
  return (await codecFor<T>(tool).verify(raw, ctx)) as T;
}
