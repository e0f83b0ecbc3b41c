// Abstract tool handler base class and the request and result types for multi-round tool calls.
// @ts-nocheck
import type { CallToolRequest, CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';

export interface CallExtra {
  authInfo?: { token: string; clientId: string; scopes: string[]; extra?: Record<string, unknown> };
}

export type RoundTripParams = CallToolRequest['params'] & {
  inputResponses?: Record<string, { action: string; content?: Record<string, unknown> }>;
  requestState?: string;
};

export interface InputRequiredResult {
  resultType: 'input_required';
  inputRequests: Record<string, { method: string; params: Record<string, unknown> }>;
  requestState?: string;
}

export abstract class ToolHandler {
  abstract readonly definition: Tool;

  get name(): string {
    return this.definition.name;
  }

  abstract handle(params: RoundTripParams, extra: CallExtra): Promise<CallToolResult | InputRequiredResult>;

  protected text(text: string, isError = false): CallToolResult {
    return { content: [{ type: 'text', text }], isError };
  }
}
