// Types and helpers for input-required rounds, form elicitations, answers and text replies.
// @ts-nocheck
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

// Shapes from the 2026-07-28 revision; SDK 1.x does not know them yet.
export interface ElicitInput {
  method: 'elicitation/create';
  params: { mode: 'form'; message: string; requestedSchema: Record<string, unknown> };
}

export type InputResponses = Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;

export interface RoundParams {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: InputResponses;
  requestState?: string;
}

export function inputRequired(inputRequests: Record<string, ElicitInput>, requestState: string) {
  return { resultType: 'input_required' as const, inputRequests, requestState };
}

export function form(message: string, properties: Record<string, unknown>, required: string[]): ElicitInput {
  return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } } };
}

export function answer<T>(responses: InputResponses | undefined, key: string): T | undefined {
  const r = responses?.[key];
  return r?.action === 'accept' ? (r.content as T) : undefined;
}

export const reply = (text: string, isError = false): CallToolResult => ({ content: [{ type: 'text', text }], isError });
