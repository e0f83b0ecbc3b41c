// Per-tool requestState codecs built on the SDK's signed state format.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';

const keyBytes = new TextEncoder().encode(config.stateKey);
const codecs = new Map<string, ReturnType<typeof createRequestStateCodec>>();

export function principalOf(ctx): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (!userId) {
    throw new Error('This tool needs an authenticated user.');
  }
  return String(userId);
}

export function stateCodecFor(tool: string) {
  let codec = codecs.get(tool);
  if (!codec) {
    codec = createRequestStateCodec({
      key: keyBytes, // expect: no-weak-state-key
      ttlSeconds: config.stateTtlSeconds,
      bind: (ctx) => `${principalOf(ctx)}|${tool}`,
    });
    codecs.set(tool, codec);
  }
  return codec;
}

export async function readState(tool: string, ctx) {
  const raw = ctx.mcpReq.requestState();
  if (raw === undefined || raw === null || raw === '') return undefined;
  return stateCodecFor(tool).verify(raw, ctx);
}
