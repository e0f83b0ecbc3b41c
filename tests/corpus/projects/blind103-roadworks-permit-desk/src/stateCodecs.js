// One request-state codec per tool, each bound to the calling user and the tool name.
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { caller } from './auth.js';

const codecs = new Map();

export function codecFor(tool) {
  if (!codecs.has(tool)) {
    codecs.set(
      tool,
      createRequestStateCodec({
        key: config.stateKey,
        ttlSeconds: config.stateTtlSeconds,
        bind: ctx => `${tool}\u0000${caller(ctx).userId}`,
      }),
    );
  }
  return codecs.get(tool);
}

export async function openState(tool, ctx) {
  const raw = await ctx.mcpReq.requestState();
  if (!raw) return { present: false };
  try {
    return { present: true, value: await codecFor(tool).verify(raw, ctx) };
  } catch {
    return { present: true, value: undefined };
  }
}
