// Auth and state middleware for tool handlers, plus result and confirmation helpers.
// @ts-nocheck
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { StateError, verifyState, type StateClaims } from './jwt';

export interface Call<A> {
  args: A;
  userId: string;
  state?: StateClaims;
  inputResponses: Record<string, { action: string; content?: Record<string, unknown> }>;
}

export type InputRequired = {
  resultType: 'input_required';
  inputRequests: Record<string, { method: string; params: Record<string, unknown> }>;
  requestState?: string;
};

export type Handler<A> = (call: Call<A>) => Promise<CallToolResult | InputRequired>;
export type RawHandler = (params: any, extra: any) => Promise<CallToolResult | InputRequired>;

export const fail = (text: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text }] });
export const ok = (text: string): CallToolResult => ({ content: [{ type: 'text', text }] });

export function withAuth(next: (params: any, userId: string) => ReturnType<RawHandler>): RawHandler {
  return async (params, extra) => {
    const userId = extra?.authInfo?.extra?.userId;
    if (typeof userId !== 'string') return fail('Not signed in.');
    return next(params, userId);
  };
}

export function withState<A>(toolName: string, handler: Handler<A>) {
  return async (params: any, userId: string) => {
    let state: StateClaims | undefined;
    if (params.requestState) {
      try {
        state = verifyState(params.requestState); // expect: require-state-binding
      } catch (err) {
        if (err instanceof StateError) return fail(`Please start over (${err.message}).`);
        throw err;
      }
      if (state.tool !== toolName) return fail('State was issued for another tool.');
    }
    return handler({ args: (params.arguments ?? {}) as A, userId, state, inputResponses: params.inputResponses ?? {} });
  };
}

export function confirmRequest(key: string, message: string, requestState: string): InputRequired {
  return {
    resultType: 'input_required',
    inputRequests: {
      [key]: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message,
          requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
        },
      },
    },
    requestState,
  };
}
