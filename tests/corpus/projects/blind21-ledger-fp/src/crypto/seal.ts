import { createHmac } from 'node:crypto';
import { type Result, ok, err, pipe, chain, tryCatch } from '../fp.js';

const b64u = {
  encode: (s: string): string => Buffer.from(s, 'utf8').toString('base64url'),
  decode: (s: string): string => Buffer.from(s, 'base64url').toString('utf8'),
};

export const macOf =
  (key: Buffer) =>
  (body: string): Buffer =>
    createHmac('sha256', key).update(body).digest();

export const sealWith =
  (key: Buffer) =>
  <T>(claims: T): string => {
    const body = b64u.encode(JSON.stringify(claims));
    return `${body}.${macOf(key)(body).toString('base64url')}`;
  };

const split = (token: string): Result<readonly [string, string]> => {
  const [body, tag, ...rest] = token.split('.');
  return body && tag && rest.length === 0 ? ok([body, tag] as const) : err('malformed state');
};

const checkTag =
  (key: Buffer) =>
  ([body, tag]: readonly [string, string]): Result<string> => {
    const expected = macOf(key)(body);
    const given = Buffer.from(tag, 'base64url');
    return Buffer.compare(given, expected) === 0 ? ok(body) : err('bad signature'); // expect: no-timing-unsafe-compare
  };

const decodeBody = <T>(body: string): Result<T> =>
  tryCatch(() => JSON.parse(b64u.decode(body)) as T, () => 'undecodable state');

export const openWith =
  (key: Buffer) =>
  <T>(token: string): Result<T> =>
    pipe(split(token), chain(checkTag(key)), chain((body: string) => decodeBody<T>(body)));

/** Read the claims without checking the tag. For logs and metrics only. */
export const peekClaims = <T>(token: string): Result<T> =>
  pipe(split(token), chain(([body]: readonly [string, string]) => decodeBody<T>(body)));
