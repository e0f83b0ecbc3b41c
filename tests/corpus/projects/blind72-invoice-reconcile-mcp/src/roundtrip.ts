// Multi round-trip plumbing for SDK 1.x: state and answers travel in _meta, results are built by hand.
// @ts-nocheck
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

type Extra = { _meta?: Record<string, unknown> };

export function incomingState(extra: Extra): string | undefined {
  const value = extra._meta?.requestState;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function answer<T = Record<string, unknown>>(extra: Extra, key: string): T | undefined {
  const responses = (extra._meta?.inputResponses ?? {}) as Record<string, InputResponse>;
  const r = responses[key];
  return r?.action === 'accept' ? (r.content as T) : undefined;
}

export function askForm(key: string, message: string, properties: Record<string, object>, requestState: string): CallToolResult {
  return {
    content: [{ type: 'text', text: message }],
    resultType: 'input_required',
    inputRequests: {
      [key]: {
        method: 'elicitation/create',
        params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: Object.keys(properties) } },
      },
    },
    _meta: { requestState },
  } as CallToolResult;
}

export const say = (text: string, isError = false): CallToolResult => ({ content: [{ type: 'text', text }], isError });
