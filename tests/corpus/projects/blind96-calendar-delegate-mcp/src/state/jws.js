// Request state as a compact HS256 JWS bound to user, tool, argument hash and a ten-minute lifetime.
import { createHash } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { config } from '../config.js';

const ISSUER = 'calendar-delegate';
const AUDIENCE = 'calendar-delegate:request-state';
const TYP = 'mcp-state+jwt';

export class StateError extends Error {}

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export function argsHash(args) {
  return createHash('sha256').update(canonical(args)).digest('base64url');
}

export async function sealState(payload, { userId, tool, args }) {
  return new SignJWT({ ...payload, tool, ah: argsHash(args) })
    .setProtectedHeader({ alg: 'HS256', typ: TYP })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(config.stateSigningKey);
}

export async function openState(token, { userId, tool, args }) {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, config.stateSigningKey, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: TYP,
      maxTokenAge: '10m',
    }));
  } catch {
    throw new StateError('Invalid or expired requestState');
  }
  if (payload.sub !== userId) throw new StateError('requestState belongs to another user');
  if (payload.tool !== tool) throw new StateError('requestState belongs to another tool');
  if (payload.ah !== argsHash(args)) throw new StateError('Arguments changed since the question was asked');
  return payload;
}
