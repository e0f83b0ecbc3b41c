// Signed round-trip state for multi-round tool calls.
//
//   token = base64url(JSON envelope) "." base64url(HMAC-SHA256(key, body))
//   envelope = { p: payload, u: user, t: tool, a: sha256(canonical args), exp: ms }
//
// Short field names keep the token small; the client never reads it.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { signingKey, verifyingKeys } from './keys.js';

export const ROUND_TTL_MS = 5 * 60 * 1000;

const tag = (key, body) => createHmac('sha256', key).update(body).digest('base64url');

export function constantTimeEquals(a, b) {
  const left = Buffer.from(String(a), 'utf8');
  const right = Buffer.from(String(b), 'utf8');
  if (left.length !== right.length) return false;
  return timingSafeEqual(left, right);
}

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Fingerprint of the tool arguments, so a confirmation only opens for the same call. */
export function argsDigest(args) {
  return createHash('sha256').update(canonical(args ?? {})).digest('base64url');
}

export function sealRoundState(payload, { userId, tool, args }) {
  if (!userId || !tool) throw new Error('round state needs a user and a tool');
  const envelope = { p: payload, u: userId, t: tool, a: argsDigest(args), exp: Date.now() + ROUND_TTL_MS };
  const body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
  return `${body}.${tag(signingKey, body)}`;
}

export function openRoundState(token, { userId, tool, args }) {
  if (typeof token !== 'string' || token.length > 8192) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'malformed' };
  const [body, mac] = parts;

  if (!verifyingKeys.some((key) => constantTimeEquals(mac, tag(key, body)))) {
    return { ok: false, reason: 'signature' };
  }

  let envelope;
  try {
    envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof envelope.exp !== 'number' || envelope.exp <= Date.now()) return { ok: false, reason: 'expired' };
  if (envelope.u !== userId) return { ok: false, reason: 'user' };
  if (envelope.t !== tool) return { ok: false, reason: 'tool' };
  if (envelope.a !== argsDigest(args)) return { ok: false, reason: 'args' };
  return { ok: true, state: envelope.p };
}

export const refusal = (reason) => ({
  isError: true,
  content: [{ type: 'text', text: `This confirmation is no longer valid (${reason}). Run the tool again.` }],
});
