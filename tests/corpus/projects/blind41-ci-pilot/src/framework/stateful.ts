import type { CallToolResult, InputRequests } from '@modelcontextprotocol/server';
import type { z } from 'zod';

/** Who is calling, as the GitHub OAuth verifier resolved it. */
export interface Caller {
  /** numeric GitHub user id, as a string: stable across renames */
  id: string;
  login: string;
}

/** One round of a tool: either the final result, or questions plus what to remember. */
export type Step<TState> =
  | { kind: 'done'; result: CallToolResult }
  | { kind: 'ask'; inputRequests: InputRequests; keep: TState };

/** Reads the client's answers to the previous round's questions. */
export interface Answers {
  /** the accepted content of a form elicitation, or undefined when declined/cancelled */
  form<T extends Record<string, unknown>>(key: string): T | undefined;
  /** the raw response (sampling results, roots) */
  raw(key: string): unknown;
}

/**
 * A tool that may take several rounds. `start` runs on the first call; `resume` runs on every
 * retry with the state the previous round kept (already verified and bound by the framework).
 */
export interface StatefulTool<TInput extends z.ZodObject, TState> {
  name: string;
  title?: string;
  description: string;
  input: TInput;
  destructive?: boolean;
  start(args: z.infer<TInput>, caller: Caller): Promise<Step<TState>>;
  resume(args: z.infer<TInput>, state: TState, answers: Answers, caller: Caller): Promise<Step<TState>>;
}

// (an eslint-disable-next-line for no-explicit-any stood here in the original)
export type AnyStatefulTool = StatefulTool<any, any>;

export const ask = <TState>(inputRequests: InputRequests, keep: TState): Step<TState> => ({ kind: 'ask', inputRequests, keep });
export const done = <TState>(result: CallToolResult): Step<TState> => ({ kind: 'done', result });
export const text = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }] });
export const failure = (value: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text: value }] });

export const confirmQuestion = (message: string, title = 'Yes, do it') => ({
  message,
  requestedSchema: {
    type: 'object' as const,
    properties: { confirm: { type: 'boolean' as const, title } },
    required: ['confirm'],
  },
});
