// Builds current and previous request-state codecs and opens state for a given tool.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import type { CodecKeys } from './secretSource.js';
import { userOf, type ToolCtx } from '../identity.js';

export interface DocState {
  tool: string;
  [k: string]: unknown;
}

export interface StateCodecs {
  mint(payload: DocState, ctx: ToolCtx): Promise<string>;
  /** Verified payload, `undefined` on a first call, throws on bad or expired state. */
  open<T extends DocState>(ctx: ToolCtx, tool: string): Promise<T | undefined>;
}

export function buildCodecs(keys: CodecKeys): StateCodecs {
  const current = createRequestStateCodec<DocState>({
    key: keys.current,
    ttlSeconds: 300,
    bind: (ctx) => userOf(ctx as ToolCtx),
  });
  const previous = createRequestStateCodec<DocState>({ key: keys.previous, ttlSeconds: 300 }); // expect: require-state-binding

  return {
    mint: (payload, ctx) => current.mint(payload, ctx),

    async open<T extends DocState>(ctx: ToolCtx, tool: string) {
      const raw = await ctx.mcpReq.requestState<string>();
      if (!raw) return undefined;
      let state: DocState;
      try {
        state = await current.verify(raw, ctx);
      } catch {
        state = await previous.verify(raw, ctx); // signed before the last rotation
      }
      if (state.tool !== tool) throw new Error(`state was minted for ${state.tool}`);
      return state as T;
    },
  };
}
