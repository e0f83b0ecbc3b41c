// Helpers for multi-round tool calls that build form requests and pack compressed state for the client.
// @ts-nocheck
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * Helpers for the 2026-07-28 multi round-trip flow. SDK 1.x has no support,
 * so we build the input_required result by hand.
 */

export interface ElicitForm {
  message: string;
  requestedSchema: Record<string, unknown>;
}

export interface InputRequiredResult {
  resultType: 'input_required';
  inputRequests: Record<string, { method: 'elicitation/create'; params: { mode: 'form' } & ElicitForm }>;
  requestState?: string;
  [key: string]: unknown;
}

export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

// candidate lists can get long, so squeeze the state before it goes on the wire
export function packState<T extends object>(state: T): string {
  return deflateRawSync(Buffer.from(JSON.stringify(state), 'utf8')).toString('base64url');
}

export function unpackState<T>(raw: unknown): T | undefined {
  if (typeof raw !== 'string' || raw.length === 0) return undefined;
  try {
    return JSON.parse(inflateRawSync(Buffer.from(raw, 'base64url')).toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

export function askForm(key: string, form: ElicitForm, state?: object): InputRequiredResult {
  return {
    resultType: 'input_required',
    inputRequests: { [key]: { method: 'elicitation/create', params: { mode: 'form', ...form } } },
    ...(state ? { requestState: packState(state) } : {}), // expect: require-sealed-state
  };
}

export function accepted<T>(responses: unknown, key: string): T | undefined {
  const r = (responses as Record<string, InputResponse> | undefined)?.[key];
  return r && r.action === 'accept' ? (r.content as T) : undefined;
}
