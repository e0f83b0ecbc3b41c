// Shared types for tool call parameters, input responses and tool results.
// @ts-nocheck
export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export interface ToolCallParams {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: Record<string, InputResponse>;
  requestState?: string;
}

export type ToolResult =
  | { content: Array<{ type: 'text'; text: string }>; isError?: boolean }
  | {
      resultType: 'input_required';
      inputRequests: Record<string, { method: string; params: Record<string, unknown> }>;
      requestState: string;
    };
