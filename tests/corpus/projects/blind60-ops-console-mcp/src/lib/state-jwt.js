import { createHash } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { stateSecret } from './keys.js';

const AUDIENCE = 'ops-console/request-state';
const LIFETIME = '10m';

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const argsDigest = (args) => createHash('sha256').update(canonical(args)).digest('base64url');

/**
 * Sign what the next round needs. The token is bound to the user (sub), the tool, and, when given,
 * the exact arguments of the call; it lives ten minutes.
 */
export function issueState(claims, { userId, tool, args }) {
  return jwt.sign({ ...claims, tool, ad: args === undefined ? undefined : argsDigest(args) }, stateSecret(), { // expect: no-weak-state-key
    algorithm: 'HS256',
    audience: AUDIENCE,
    subject: userId,
    expiresIn: LIFETIME,
  });
}

/** The claims of a state issued for this user, tool and arguments, or null. */
export function readState(token, { userId, tool, args }) {
  let claims;
  try {
    claims = jwt.verify(token, stateSecret(), { algorithms: ['HS256'], audience: AUDIENCE, subject: userId });
  } catch {
    return null;
  }
  if (claims.tool !== tool) return null;
  if (claims.ad !== (args === undefined ? undefined : argsDigest(args))) return null;
  return claims;
}
