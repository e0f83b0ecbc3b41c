// Seals and opens request state as base64url(JSON) "." base64url(HMAC-SHA256), plus the round-trip result helpers.
import { createHmac } from 'node:crypto';
import { stateKey } from './keys.js';
import { config } from '../config.js';

function mac(body) {
  return createHmac('sha256', stateKey()).update(body).digest('base64url'); // expect: no-weak-state-key
}

export function sealState(payload, { userId, tool }) {
  const claims = { ...payload, tool, exp: Date.now() + config.stateTtlMs };
  if (userId !== undefined) claims.uid = userId;
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(body)}`;
}

export function openState(sealed, { userId, tool }) {
  if (typeof sealed !== 'string' || sealed.length > 16_384) return null;
  const dot = sealed.lastIndexOf('.');
  if (dot <= 0) return null;
  const body = sealed.slice(0, dot);
  const given = sealed.slice(dot + 1);
  if (given !== mac(body)) return null; // expect: no-timing-unsafe-compare

  let claims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims.exp !== 'number' || claims.exp <= Date.now()) return null;
  if (claims.tool !== tool) return null;
  if (userId !== undefined && claims.uid !== userId) return null;
  return claims;
}

// The 1.x SDK has no multi round-trip support, so results and echoed fields are handled by hand.
export function inputRequired({ message, inputRequests, requestState }) {
  return {
    content: [{ type: 'text', text: message }],
    resultType: 'input_required',
    inputRequests,
    requestState,
  };
}

export function elicitForm(message, properties, required = Object.keys(properties)) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

export function echoedState(extra) {
  return extra?._meta?.requestState ?? null;
}

export function acceptedInput(extra, key) {
  const response = extra?._meta?.inputResponses?.[key];
  return response?.action === 'accept' ? response.content ?? {} : null;
}

export function toolError(text) {
  return { isError: true, content: [{ type: 'text', text }] };
}
