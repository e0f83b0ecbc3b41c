// Helpers for multi-round tool calls on the 1.x SDK: reading state/responses and building input_required results.

import { createHash } from 'node:crypto';

export const STATE_META_KEY = 'dev.platform.relgate/requestState';
export const RESPONSES_META_KEY = 'dev.platform.relgate/inputResponses';

export function incomingRound(params) {
  const meta = params._meta ?? {};
  return {
    token: params.requestState ?? meta[STATE_META_KEY],
    responses: params.inputResponses ?? meta[RESPONSES_META_KEY] ?? {},
  };
}

export function accepted(responses, key) {
  const r = responses?.[key];
  return r && r.action === 'accept' ? r.content ?? {} : undefined;
}

export function form(message, properties, required = Object.keys(properties)) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

export function needInput(inputRequests, requestState, note) {
  return {
    resultType: 'input_required',
    inputRequests,
    requestState,
    content: [{ type: 'text', text: note ?? 'Waiting for your answer.' }],
    _meta: { [STATE_META_KEY]: requestState },
  };
}

export function done(text, structuredContent) {
  return { resultType: 'complete', content: [{ type: 'text', text }], ...(structuredContent ? { structuredContent } : {}) };
}

export function failed(text) {
  return { resultType: 'complete', isError: true, content: [{ type: 'text', text }] };
}

export function digestArgs(args) {
  const canonical = JSON.stringify(Object.keys(args).sort().map((k) => [k, args[k]]));
  return createHash('sha256').update(canonical).digest('base64url');
}

export function callerOf(extra) {
  const userId = extra?.authInfo?.extra?.userId;
  return typeof userId === 'string' ? { userId, team: extra.authInfo.extra.team, scopes: extra.authInfo.scopes ?? [] } : undefined;
}
