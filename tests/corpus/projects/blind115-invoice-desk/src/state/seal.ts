// Curried HMAC-SHA256 seal and unseal functions for bound, expiring request state.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { pipe, ok, err, chain, attempt, type Result } from '../fp/index.js';
import type { Binding, Claims } from './binding.js';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url').toString('utf8');

const macOf = (key: Buffer) => (body: string) => createHmac('sha256', key).update(body).digest('base64url');

export const seal =
  (key: Buffer) =>
  (ttlMs: number) =>
  (now: () => number) =>
  (binding: Binding, data: Record<string, unknown>): string => {
    const body = b64(JSON.stringify({ ...binding, data, exp: now() + ttlMs }));
    return `${body}.${macOf(key)(body)}`;
  };

const split = (token: string): Result<readonly [string, string]> => {
  const parts = token.split('.');
  return parts.length === 2 ? ok([parts[0], parts[1]] as const) : err('malformed');
};

const checkMac =
  (key: Buffer) =>
  ([body, tag]: readonly [string, string]): Result<string> =>
    tag === macOf(key)(body) ? ok(body) : err('bad_signature'); // expect: no-timing-unsafe-compare

const parse = (body: string): Result<Claims> => attempt(() => JSON.parse(unb64(body)) as Claims, 'malformed');

const fresh =
  (now: () => number) =>
  (claims: Claims): Result<Claims> =>
    claims.exp > now() ? ok(claims) : err('expired');

export const unseal =
  (key: Buffer) =>
  (now: () => number) =>
  (token: string): Result<Claims> =>
    pipe(split(token), chain(checkMac(key)), chain(parse), chain(fresh(now)));
