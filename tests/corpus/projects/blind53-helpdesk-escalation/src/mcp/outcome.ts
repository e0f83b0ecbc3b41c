import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { StateToken } from '../state/claims.js';

/** The 2026-07-28 InputRequest shape; SDK 1.x has no type for it yet. */
export type InputRequest = {
  readonly method: 'elicitation/create';
  readonly params: {
    readonly mode: 'form';
    readonly message: string;
    readonly requestedSchema: { readonly type: 'object'; readonly properties: Record<string, unknown>; readonly required?: readonly string[] };
  };
};

export type InputResponse = {
  readonly action: 'accept' | 'decline' | 'cancel';
  readonly content?: Readonly<Record<string, unknown>> | undefined;
};

export type ToolOutcome =
  | { readonly kind: 'done'; readonly text: string }
  | { readonly kind: 'failed'; readonly text: string }
  | { readonly kind: 'ask'; readonly inputRequests: Readonly<Record<string, InputRequest>>; readonly state: StateToken };

export const done = (text: string): ToolOutcome => ({ kind: 'done', text });
export const failed = (text: string): ToolOutcome => ({ kind: 'failed', text });
export const ask = (inputRequests: Record<string, InputRequest>, state: StateToken): ToolOutcome => ({
  kind: 'ask',
  inputRequests,
  state,
});

export function form(message: string, properties: Record<string, unknown>, required: readonly string[] = []): InputRequest {
  return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } } };
}

function assertNever(value: never): never {
  throw new Error(`unhandled outcome ${JSON.stringify(value)}`);
}

/** SDK 1.x has no multi round-trip types, so the input_required result is built by hand. */
export function toWire(outcome: ToolOutcome): CallToolResult {
  switch (outcome.kind) {
    case 'done':
      return { content: [{ type: 'text', text: outcome.text }] };
    case 'failed':
      return { isError: true, content: [{ type: 'text', text: outcome.text }] };
    case 'ask':
      return {
        resultType: 'input_required',
        inputRequests: outcome.inputRequests,
        requestState: outcome.state,
      } as unknown as CallToolResult;
    default:
      return assertNever(outcome);
  }
}
