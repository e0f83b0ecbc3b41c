import type { CallToolRequest } from '@modelcontextprotocol/sdk/types.js';
import type { Env, Props } from '../env';

export interface ToolContext {
  env: Env;
  props: Props;
}

// SDK 1.x has no types for multi round-trip yet; these follow the 2026-07-28 schema.
export type InputResponse = { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> };
export type RoundParams = CallToolRequest['params'] & {
  requestState?: string;
  inputResponses?: Record<string, InputResponse>;
};

export type ToolResult =
  | { content: Array<{ type: 'text'; text: string }>; isError?: boolean }
  | {
      resultType: 'input_required';
      inputRequests: Record<string, { method: string; params: Record<string, unknown> }>;
      requestState?: string;
    };

export const text = (t: string): ToolResult => ({ content: [{ type: 'text', text: t }] });
export const fail = (t: string): ToolResult => ({ content: [{ type: 'text', text: t }], isError: true });
