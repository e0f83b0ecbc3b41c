// Shared parameter types, user lookup and result helpers for the concierge tools.
// @ts-nocheck
import type { CallToolRequest } from '@modelcontextprotocol/sdk/types.js';

export type Params = CallToolRequest['params'] & {
  requestState?: string;
  inputResponses?: Record<string, { action: string; content?: Record<string, unknown> }>;
};

export type Extra = { authInfo?: { extra?: Record<string, unknown> } };

export function userIdOf(extra: Extra): string {
  const id = extra.authInfo?.extra?.userId;
  if (typeof id !== 'string') throw new Error('unauthenticated');
  return id;
}

export function elicit(key: string, message: string, properties: Record<string, unknown>, requestState: string) {
  return {
    resultType: 'input_required' as const,
    inputRequests: {
      [key]: {
        method: 'elicitation/create',
        params: { mode: 'form', message, requestedSchema: { type: 'object', properties } },
      },
    },
    requestState,
  };
}

export function accepted<T>(params: Params, key: string): T | undefined {
  const r = params.inputResponses?.[key];
  return r?.action === 'accept' ? (r.content as T) : undefined;
}

export const text = (t: string, isError = false) => ({ content: [{ type: 'text' as const, text: t }], isError });
