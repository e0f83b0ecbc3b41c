// Wraps two-round ledger tools that ask once, seal state and finish on the retry.
// @ts-nocheck
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { seal, unseal, StateError } from './seal.js';

type Answer = Record<string, unknown>;

export interface ToolText {
  content: { type: 'text'; text: string }[];
  isError?: boolean;
}

export interface RoundTripSpec<A, S> {
  /** Registered tool name; used for the state binding. */
  tool: string;
  /** Key of the single input request we send. */
  key: string;
  ask: (args: A) => { message: string; requestedSchema: Record<string, unknown> };
  /** Builds what we need to remember between the two rounds. */
  remember: (args: A, userId: string) => S | Promise<S>;
  finish: (args: A, state: S, answer: Answer, userId: string) => Promise<ToolText>;
}

export const textResult = (text: string, isError = false): ToolText => ({
  content: [{ type: 'text', text }],
  ...(isError ? { isError: true } : {}),
});

export function userOf(ctx: any): string {
  const id = ctx?.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id.length === 0) throw new Error('unauthenticated request');
  return id;
}

/**
 * Wraps a two-round tool: first call asks, retry finishes.
 * Every ledger tool goes through here so the sealing is done in one place.
 */
export function roundTrip<A, S>(spec: RoundTripSpec<A, S>) {
  return async (args: A, ctx: any) => {
    const userId = userOf(ctx);
    const incoming: string | undefined = ctx.mcpReq.requestState?.();

    if (!incoming) {
      const state = await spec.remember(args, userId);
      return inputRequired({
        inputRequests: { [spec.key]: inputRequired.elicit(spec.ask(args)) },
        requestState: seal(state, userId, spec.tool),
      });
    }

    let state: S;
    try {
      state = unseal<S>(incoming, userId, spec.tool);
    } catch (err) {
      if (err instanceof StateError) return textResult('Invalid or expired requestState', true);
      throw err;
    }

    const answer = acceptedContent<Answer>(ctx.mcpReq.inputResponses, spec.key);
    if (!answer) return textResult('Cancelled by the user.');
    return spec.finish(args, state, answer, userId);
  };
}
