import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export interface ToolInvocation {
  userId: string;
  args: Record<string, unknown>;
  continuation?: string;
  answers?: Record<string, { action: string; content?: Record<string, unknown> }>;
}

// SDK 1.x has no type for the 2026-07-28 input_required result yet, so we widen it here.
export type ToolOutcome =
  | CallToolResult
  | {
      resultType: 'input_required';
      inputRequests: Record<string, { method: string; params: Record<string, unknown> }>;
      requestState: string;
    };

export const text = (t: string, isError = false): CallToolResult => ({
  content: [{ type: 'text', text: t }],
  ...(isError ? { isError: true } : {}),
});
