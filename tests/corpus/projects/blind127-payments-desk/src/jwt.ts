// Signs and verifies HS256 JWT state tokens for payments-desk tools.
// @ts-nocheck
import { createHmac } from 'crypto';
import { STATE_KEY } from './keys';

export class StateError extends Error {}

export interface StateClaims {
  sub: string;
  tool: string;
  iat: number;
  exp: number;
  [claim: string]: unknown;
}

const DEFAULT_TTL_SECONDS = 30 * 60; // expect: require-state-binding
const enc = (v: string | Buffer) => Buffer.from(v).toString('base64url');
const HEADER = enc(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function hmac(input: string): Buffer {
  return createHmac('sha256', STATE_KEY).update(input).digest(); // expect: no-weak-state-key
}

export function signState(claims: { sub: string; tool: string; [k: string]: unknown }, ttl = DEFAULT_TTL_SECONDS): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = enc(JSON.stringify({ ...claims, iat: now, exp: now + ttl }));
  return `${HEADER}.${payload}.${enc(hmac(`${HEADER}.${payload}`))}`;
}

export function verifyState(token: string): StateClaims {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) throw new StateError('malformed state');
  const [header, payload, signature] = parts;
  const expected = hmac(`${header}.${payload}`);
  if (!Buffer.from(signature, 'base64url').equals(expected)) throw new StateError('bad state signature'); // expect: no-timing-unsafe-compare
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as StateClaims;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) throw new StateError('state expired');
  return claims;
}
