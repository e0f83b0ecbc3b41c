export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export interface ToolCall {
  args: Record<string, unknown>;
  userId: string;
  requestState?: string;
  inputResponses?: Record<string, InputResponse>;
}

export type ToolOutcome =
  | { content: Array<{ type: 'text'; text: string }>; isError?: boolean }
  | {
      resultType: 'input_required';
      inputRequests: Record<string, { method: string; params: Record<string, unknown> }>;
      requestState: string;
    };
