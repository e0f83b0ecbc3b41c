// Binds request state to the caller, the tool, an expiry and (optionally) the exact arguments, and checks all of it on return.
import { createHash } from 'node:crypto';
import { openPayload, sealPayload } from '../crypto/state-seal.js';

export const STATE_TTL_MS = 10 * 60 * 1000;
export const STATE_META_KEY = 'returns.acme/requestState';
export const INPUT_META_KEY = 'returns.acme/inputRequired';
export const RESPONSES_META_KEY = 'returns.acme/inputResponses';

function stable(value) {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, stable(value[k])]));
  }
  return value;
}

export function digestArgs(args) {
  return createHash('sha256').update(JSON.stringify(stable(args))).digest('hex');
}

export function createStateBinder(keyring, now = () => Date.now()) {
  return {
    issue({ userId, tool, args, data }) {
      const payload = { sub: userId, tool, exp: now() + STATE_TTL_MS, data };
      if (args !== undefined) payload.args = digestArgs(args);
      return sealPayload(keyring, payload);
    },

    accept(token, { userId, tool, args }) {
      const payload = openPayload(keyring, token);
      if (!payload) return null;
      if (payload.sub !== userId || payload.tool !== tool) return null;
      if (typeof payload.exp !== 'number' || payload.exp <= now() || payload.exp > now() + STATE_TTL_MS) return null;
      if (args !== undefined && payload.args !== digestArgs(args)) return null;
      return payload.data ?? {};
    },
  };
}

export function stateFrom(extra) {
  const raw = extra?._meta?.[STATE_META_KEY];
  return typeof raw === 'string' && raw !== '' ? raw : null;
}

export function answerFrom(extra, key) {
  const response = extra?._meta?.[RESPONSES_META_KEY]?.[key];
  return response?.action === 'accept' ? response.content ?? {} : null;
}

export function needInput(inputRequests, requestState, summary) {
  return {
    content: [{ type: 'text', text: summary }],
    _meta: { [INPUT_META_KEY]: { resultType: 'input_required', inputRequests, requestState } },
  };
}
