import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';

export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export interface InputRequest {
  method: 'elicitation/create';
  params: Record<string, unknown>;
}

export interface ToolCall {
  args: Record<string, unknown>;
  requestState?: string;
  inputResponses: Record<string, InputResponse>;
  auth: AuthInfo;
  userId: string;
}

export type ToolOutcome =
  | { kind: 'done'; text: string; isError?: boolean }
  | { kind: 'ask'; inputRequests: Record<string, InputRequest>; requestState: string };

export interface McpTool {
  readonly definition: Tool;
  handle(call: ToolCall): Promise<ToolOutcome>;
}

/** DI token collecting every tool provider. */
export const MCP_TOOLS = Symbol('MCP_TOOLS');

export const done = (text: string, isError = false): ToolOutcome => ({ kind: 'done', text, isError });

export const askForm = (message: string, properties: Record<string, unknown>, required: string[]): InputRequest => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});
