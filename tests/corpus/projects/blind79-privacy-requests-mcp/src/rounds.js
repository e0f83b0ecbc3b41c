// Shared helpers for multi-round tools on the 1.x SDK: _meta keys, form prompts, caller and argument digests.
import { createHash } from 'node:crypto';

export const STATE_META_KEY = 'com.northwind.privacy/requestState';
export const RESPONSES_META_KEY = 'com.northwind.privacy/inputResponses';

export function roundOf(extra) {
  const meta = extra?._meta ?? {};
  return { requestState: meta[STATE_META_KEY], responses: meta[RESPONSES_META_KEY] ?? {} };
}

export function accepted(responses, key) {
  const r = responses?.[key];
  return r?.action === 'accept' ? r.content ?? {} : undefined;
}

export function form(message, properties, required = Object.keys(properties)) {
  return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } } };
}

export function needInput(key, request, requestState, note) {
  return {
    resultType: 'input_required',
    inputRequests: { [key]: request },
    requestState,
    content: [{ type: 'text', text: note ?? 'Waiting for your answer.' }],
    _meta: { [STATE_META_KEY]: requestState },
  };
}

export const reply = (text, structuredContent) => ({ content: [{ type: 'text', text }], ...(structuredContent ? { structuredContent } : {}) });
export const refuse = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function callerOf(extra) {
  const x = extra?.authInfo?.extra;
  if (!x || typeof x.userId !== 'string') return undefined;
  return { userId: x.userId, roles: Array.isArray(x.roles) ? x.roles : [] };
}

export function argumentDigest(args) {
  const canonical = JSON.stringify(args, Object.keys(args).sort());
  return createHash('sha256').update(canonical).digest('base64url');
}
