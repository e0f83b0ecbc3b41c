// Multi round-trip plumbing for SDK 1.x: the retry's state and answers arrive in _meta, results are built by hand.
// @ts-nocheck
import { createHash } from 'node:crypto';

export function roundTripOf(extra) {
  const meta = extra?._meta ?? {};
  return {
    requestState: typeof meta.requestState === 'string' ? meta.requestState : undefined,
    inputResponses: meta.inputResponses && typeof meta.inputResponses === 'object' ? meta.inputResponses : {},
  };
}

export function userOf(extra): string {
  const userId = extra?.authInfo?.extra?.userId;
  if (!userId) throw new Error('no authenticated fleet user on this request');
  return userId;
}

export function fleetOf(extra): string {
  const fleetId = extra?.authInfo?.extra?.fleetId;
  if (!fleetId) throw new Error('token carries no fleet');
  return fleetId;
}

export function form(message: string, properties: Record<string, unknown>, required = Object.keys(properties)) {
  return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } } };
}

export function needInput(inputRequests: Record<string, unknown>, requestState: string, note: string) {
  return { content: [{ type: 'text', text: note }], resultType: 'input_required', inputRequests, requestState };
}

export function accepted(inputResponses, key: string) {
  const r = inputResponses?.[key];
  return r?.action === 'accept' ? (r.content ?? {}) : null;
}

export function argsDigest(args: Record<string, unknown>): string {
  const keys = Object.keys(args).sort();
  return createHash('sha256').update(JSON.stringify(keys.map((k) => [k, args[k]]))).digest('base64url');
}

export const ok = (text: string) => ({ content: [{ type: 'text', text }] });
export const fail = (text: string) => ({ content: [{ type: 'text', text }], isError: true });
