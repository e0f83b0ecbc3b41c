// Hand-written shapes for multi round-trip tool calls: SDK 1.x has no types for
// them, so these mirror the 2026-07-28 schema (InputRequiredResult,
// InputResponseRequestParams) closely enough for this server.
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';

export interface HandlerExtra {
  authInfo?: AuthInfo;
  signal: AbortSignal;
}

export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export interface RoundParams {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: Record<string, InputResponse>;
  requestState?: string;
}

export interface ElicitRequest {
  method: 'elicitation/create';
  params: {
    mode: 'form';
    message: string;
    requestedSchema: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
  };
}

export interface InputRequiredResult {
  resultType: 'input_required';
  inputRequests: Record<string, ElicitRequest>;
  requestState: string;
}

export interface ToolResult {
  resultType?: 'complete';
  content: { type: 'text'; text: string }[];
  isError?: boolean;
}

export function tool_text(text: string): ToolResult {
  return { resultType: 'complete', content: [{ type: 'text', text }] };
}

export function tool_error(text: string): ToolResult {
  return { resultType: 'complete', content: [{ type: 'text', text }], isError: true };
}

export function confirm_request(message: string): ElicitRequest {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message,
      requestedSchema: {
        type: 'object',
        properties: { confirm: { type: 'boolean', title: 'Confirm' } },
        required: ['confirm'],
      },
    },
  };
}

export function confirmed(params: RoundParams): boolean {
  const answer = params.inputResponses?.confirm;
  return answer?.action === 'accept' && answer.content?.confirm === true;
}
