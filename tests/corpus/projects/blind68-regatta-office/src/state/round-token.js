// Round tokens: what a tool remembers between an input_required answer and the retry.
// A short HS256 JWT: subject = the signed-in race officer, audience = the tool,
// argsDigest = the exact arguments that were confirmed.
import { createHash } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { stateKeys } from '../config.js';

const ISSUER = 'urn:lakeshore-yc:race-office:round';
const TYP = 'round+jwt';
const LIFETIME = '8m';

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Fingerprint of a tool call's arguments (public data; key order does not matter). */
export const argsDigest = (args) => createHash('sha256').update(canonical(args ?? {})).digest('base64url');

export function issueRoundToken({ userId, tool, args, data }) {
  const { kid, key } = stateKeys.current;
  return new SignJWT({ data, argsDigest: argsDigest(args) })
    .setProtectedHeader({ alg: 'HS256', kid, typ: TYP })
    .setIssuer(ISSUER)
    .setSubject(userId)
    .setAudience(tool)
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(key);
}

/** `{ ok: true, data }` or `{ ok: false, reason }`; never trusts a token it cannot verify. */
export async function readRoundToken(token, { userId, tool, args }) {
  try {
    const { payload } = await jwtVerify(token, (header) => stateKeys.verifyingKey(header.kid), {
      algorithms: ['HS256'],
      typ: TYP,
      issuer: ISSUER,
      audience: tool,
      subject: userId,
      maxTokenAge: LIFETIME,
      clockTolerance: 5,
    });
    if (payload.argsDigest !== argsDigest(args)) return { ok: false, reason: 'the arguments changed since you confirmed' };
    return { ok: true, data: payload.data };
  } catch (err) {
    if (err instanceof errors.JOSEError) return { ok: false, reason: err.code };
    throw err;
  }
}
