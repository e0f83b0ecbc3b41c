// Multi round-trip helpers for SDK 1.x: round data travels in _meta on both the result and the retry.
import { createHash } from 'node:crypto';

export function roundOf(extra) {
  const meta = extra._meta ?? {};
  return { requestState: meta.requestState, inputResponses: meta.inputResponses ?? {} };
}

export function askForm(message, properties, required = Object.keys(properties)) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

export function inputRequired(inputRequests, requestState) {
  return {
    content: [{ type: 'text', text: 'Waiting for the clinician to answer.' }],
    _meta: { resultType: 'input_required', inputRequests, requestState },
  };
}

export function argsDigest(tool, args) {
  const ordered = Object.keys(args).sort().map((k) => [k, args[k]]);
  return createHash('sha256').update(JSON.stringify([tool, ordered])).digest('base64url');
}

export function staffOf(extra) {
  const info = extra.authInfo?.extra;
  if (!info?.userId || !info?.clinicId) throw new Error('no clinic staff identity on this call');
  return { userId: info.userId, clinicId: info.clinicId, role: info.role };
}

export const say = (message, structured) => ({
  content: [{ type: 'text', text: message }],
  ...(structured ? { structuredContent: structured } : {}),
});

export const refuse = (message) => ({ content: [{ type: 'text', text: message }], isError: true });
