import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { principal } from '../auth.js';
import { env } from '../env.js';
import type { RoundState, StateStrategy } from './index.js';

/** The SDK's signed codec, bound to the editor. The tool name travels in the payload. */
export function codecStrategy(): StateStrategy {
  const codec = createRequestStateCodec<RoundState>({
    key: new TextEncoder().encode(env.KB_STATE_SECRET), // expect: no-weak-state-key
    ttlSeconds: env.KB_STATE_TTL_SECONDS, // expect: require-state-binding
    bind: (ctx) => principal(ctx),
  });

  return {
    name: 'codec',
    mint: (state, ctx) => codec.mint(state, ctx),
    open: (token, ctx) => codec.verify(token, ctx),
  };
}
