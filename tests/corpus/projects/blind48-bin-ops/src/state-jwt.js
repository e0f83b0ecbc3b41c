import { createHash } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { config } from './config.js';

const ALG = 'HS256';

// Lifetime is enforced where a state is read, from jsonwebtoken's own `iat` (added to every
// token unless noTimestamp is set): a state older than 10 minutes is refused by verify. No
// clockTolerance: we only ever verify tokens this service signed, on the same clocks.
const MAX_STATE_AGE = '10m';

export function issueState(claims) {
  return new Promise((resolve, reject) => {
    jwt.sign(claims, config.stateKey, { algorithm: ALG }, (err, token) => {
      if (err) reject(err);
      else resolve(token);
    });
  });
}

/**
 * Resolves { ok: true, claims } or { ok: false, reason }; never rejects.
 * @param {string} token  the requestState the client echoed
 * @param {{ userId: string, tool: string, argsDigest?: string }} expected
 */
export function verifyState(token, expected) {
  return new Promise((resolve) => {
    jwt.verify(token, config.stateKey, { algorithms: [ALG], maxAge: MAX_STATE_AGE }, (err, claims) => {
      if (err) return resolve({ ok: false, reason: err.name === 'TokenExpiredError' ? 'expired' : 'invalid' });
      if (claims.sub !== expected.userId) return resolve({ ok: false, reason: 'user' });
      if (claims.tool !== expected.tool) return resolve({ ok: false, reason: 'tool' });
      if (expected.argsDigest !== undefined && claims.ad !== expected.argsDigest) return resolve({ ok: false, reason: 'args' });
      return resolve({ ok: true, claims });
    });
  });
}

// Canonical JSON (sorted keys) so { a, b } and { b, a } digest the same.
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Digest of a tool call's arguments. Public (the client knows its arguments); only used to bind a state to them. */
export const argsDigest = (args) => createHash('sha256').update(canonical(args ?? {})).digest('base64url');
