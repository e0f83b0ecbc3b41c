// Creates a per-tool signed request-state codec bound to the caller and tool, with a five-minute expiry.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { loadStateKey } from './key.js';
import { principalOf, type CtxLike } from './principal.js';

/** Five minutes is plenty for a person to click "confirm". */
export const STATE_TTL_SECONDS = 300;

export interface ToolStateCodec<T> {
  readonly tool: string;
  mint(payload: T, ctx: CtxLike): Promise<string>;
  /** Resolves to the payload, or null when the state is missing, forged, expired or someone else's. */
  open(state: string | undefined, ctx: CtxLike): Promise<T | null>;
}

/**
 * One codec per tool: the SDK's `bind` hook only sees the context, and the tool
 * name is not in there, so we close over it here.
 */
export function codecForTool<T>(tool: string): ToolStateCodec<T> {
  const codec = createRequestStateCodec<T>({
    key: loadStateKey(),
    ttlSeconds: STATE_TTL_SECONDS,
    bind: (ctx) => `${principalOf(ctx as CtxLike)}\u0000${tool}`,
  });

  return {
    tool,
    mint: (payload, ctx) => codec.mint(payload, ctx),
    async open(state, ctx) {
      if (typeof state !== 'string' || state.length === 0) return null;
      try {
        return await codec.verify(state, ctx);
      } catch {
        return null;
      }
    },
  };
}
