// One requestState codec per tool, each bound to the tool name and the signed-in user.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';

let keyBytes: Uint8Array | null = null;
const codecs = new Map<string, ReturnType<typeof createRequestStateCodec>>();

export function configureStateCodecs(stateKey: string) {
  keyBytes = new TextEncoder().encode(stateKey);
  codecs.clear();
}

export function userOf(ctx): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (!userId) throw new Error('an authenticated user is required');
  return String(userId);
}

export function codecFor<T>(tool: string) {
  if (!keyBytes) throw new Error('state codecs are not configured');
  let codec = codecs.get(tool);
  if (!codec) {
    codec = createRequestStateCodec<T>({
      key: keyBytes,
      ttlSeconds: 600,
      bind: (ctx) => `${tool}|${userOf(ctx)}`,
    });
    codecs.set(tool, codec);
  }
  return codec;
}

export async function readState<T>(codec, ctx): Promise<T | null> {
  const sealed = ctx.mcpReq.requestState();
  if (!sealed) return null;
  return codec.verify(sealed, ctx);
}
