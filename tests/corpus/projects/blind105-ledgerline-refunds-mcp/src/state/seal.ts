// Seals and opens requestState tokens (base64url JSON body plus HMAC-SHA256), returning fp-ts Either values.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { pipe } from 'fp-ts/lib/function.js';
import * as E from 'fp-ts/lib/Either.js';

export type Claims = { sub: string; tool: string; exp: number; [field: string]: unknown };

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const decode = (text: string) => Buffer.from(text, 'base64url').toString('utf8');

const mac = (key: string) => (body: string): Buffer => createHmac('sha256', key).update(body).digest();

export const sealWith =
  (key: string, ttlMs: number, now: () => number = Date.now) =>
  (sub: string, tool: string) =>
  (payload: Record<string, unknown>): string => {
    const body = encode(JSON.stringify({ ...payload, sub, tool, exp: now() + ttlMs }));
    return `${body}.${mac(key)(body).toString('base64url')}`;
  };

const splitToken = (token: string): E.Either<string, [string, string]> => {
  const parts = token.split('.');
  return parts.length === 2 && parts[0] && parts[1] ? E.right([parts[0], parts[1]]) : E.left('malformed requestState');
};

const checkMac =
  (key: string) =>
  ([body, sig]: [string, string]): E.Either<string, string> =>
    mac(key)(body).equals(Buffer.from(sig, 'base64url')) ? E.right(body) : E.left('requestState signature mismatch'); // expect: no-timing-unsafe-compare

const parseClaims = (body: string): E.Either<string, Claims> =>
  E.tryCatch(
    () => JSON.parse(decode(body)) as Claims,
    () => 'requestState body is not JSON',
  );

export const openWith =
  (key: string) =>
  (token: string): E.Either<string, Claims> =>
    pipe(token, splitToken, E.chain(checkMac(key)), E.chain(parseClaims));
