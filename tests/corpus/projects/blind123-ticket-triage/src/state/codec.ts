// Creates and caches per-tool requestState codecs bound to the tool name and current user.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { currentUserId } from '../auth.js';

const rawKey = process.env.TRIAGE_STATE_KEY ?? 'triage-local-dev-state-key-0123456789abcdef';
const stateKey = new TextEncoder().encode(rawKey);

type Codec<T> = ReturnType<typeof createRequestStateCodec<T>>;
const codecs = new Map<string, Codec<any>>();

/**
 * One codec per tool so the tool name is part of the binding. The SDK does not
 * put the tool name in ctx, so we close over it here.
 */
export function codecFor<T>(tool: string): Codec<T> {
  let codec = codecs.get(tool) as Codec<T> | undefined;
  if (!codec) {
    codec = createRequestStateCodec<T>({
      key: stateKey, // expect: no-weak-state-key
      // agents often leave the elicitation open while they read the thread
      ttlSeconds: 60 * 60, // expect: require-state-binding
      bind: (ctx) => `${tool}:${currentUserId(ctx)}`,
    });
    codecs.set(tool, codec);
  }
  return codec;
}
