import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

// SDK 1.x predates multi round-trip requests; these are the 2026-07-28 wire shapes.

export interface ElicitAnswer {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export interface CallParams {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: Record<string, ElicitAnswer>;
  requestState?: string;
}

export interface InputRequest {
  method: 'elicitation/create';
  params: { mode: 'form'; message: string; requestedSchema: Record<string, unknown> };
}

export interface InputRequiredResult {
  resultType: 'input_required';
  inputRequests: Record<string, InputRequest>;
  requestState: string;
}

export function askInput(inputRequests: Record<string, InputRequest>, requestState: string): InputRequiredResult {
  return { resultType: 'input_required', inputRequests, requestState };
}

export function form(message: string, properties: Record<string, unknown>, required: string[]): InputRequest {
  return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } } };
}

export const text = (message: string): CallToolResult => ({ content: [{ type: 'text', text: message }] });

export const refused = (message: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text: message }] });

export function accepted(answer: ElicitAnswer | undefined): Record<string, unknown> | undefined {
  return answer?.action === 'accept' ? answer.content ?? {} : undefined;
}
