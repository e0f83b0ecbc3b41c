// Defines the ledger state codec and a wrapper that supplies round state to tools.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config, loadStateKey } from './config.js';
import { argsDigest } from './digest.js';
import { userIdOf, type HasAuth } from './principal.js';

export interface LedgerState {
  tool: string;
  args: string;
  step: string;
  data?: Record<string, unknown>;
}

// The codec binds every token to the caller; tool and arguments ride in the payload
// because the tool name is not visible in ctx.
export const stateCodec = createRequestStateCodec<LedgerState>({
  key: loadStateKey(),
  ttlSeconds: config.stateTtlSeconds,
  bind: (ctx) => `user:${userIdOf(ctx as HasAuth)}`,
});

export interface Round {
  userId: string;
  state?: LedgerState;
  seal(step: string, data?: Record<string, unknown>): Promise<string>;
}

export type ToolRun<A> = (args: A, ctx: any, round: Round) => Promise<unknown>;

const refuse = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });

export function withState<A>(toolName: string, run: ToolRun<A>) {
  return async (args: A, ctx: any) => {
    const userId = userIdOf(ctx);
    const digest = argsDigest(args);
    // verified (signature, expiry, user binding) by the requestState.verify hook
    const state = await ctx.mcpReq.requestState<LedgerState>();
    if (state !== undefined && (state.tool !== toolName || state.args !== digest)) {
      return refuse('That confirmation was issued for a different request. Please start over.');
    }
    const round: Round = {
      userId,
      state,
      seal: (step, data) => stateCodec.mint({ tool: toolName, args: digest, step, data }, ctx),
    };
    return run(args, ctx, round);
  };
}
