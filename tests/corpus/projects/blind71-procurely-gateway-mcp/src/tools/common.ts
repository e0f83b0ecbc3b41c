// Shared tool plumbing: the per-call context type, result helpers and the requestState/inputResponses readers.
// @ts-nocheck
import type { Organisation } from '../tenants.js';

export interface ToolContext {
  tenantId: string;
  userId: string;
  scopes: string[];
  org: Organisation;
  params: any;
}

export const ok = (text: string) => ({ content: [{ type: 'text', text }] });
export const fail = (text: string) => ({ content: [{ type: 'text', text }], isError: true });

export function incomingState(params: any): unknown {
  return params?.requestState ?? params?._meta?.requestState;
}

export function accepted(params: any, key: string): Record<string, unknown> | null {
  const response = params?.inputResponses?.[key];
  return response?.action === 'accept' ? response.content ?? {} : null;
}

export function askForm(key: string, message: string, properties: Record<string, unknown>, required: string[], requestState: string) {
  return {
    resultType: 'input_required',
    inputRequests: {
      [key]: { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } } },
    },
    requestState,
  };
}

export function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);
}
