// Per-tool request-state codecs used between elicitation rounds.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { requireUser } from './auth.js';

const key = new TextEncoder().encode(config.stateKey);
const codecs = new Map();

export function codecFor(tool: string) {
  let codec = codecs.get(tool);
  if (!codec) {
    codec = createRequestStateCodec({
      key, // expect: no-weak-state-key
      ttlSeconds: 600,
      bind: ctx => `${tool}|${requireUser(ctx)}`,
    });
    codecs.set(tool, codec);
  }
  return codec;
}

export async function resume(tool: string, ctx) {
  const raw = await ctx.mcpReq.requestState();
  if (!raw) return undefined;
  return codecFor(tool).verify(raw, ctx);
}
