import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import { hmacB64url } from '../crypto/hmac.js';
import { refusal, type Refusal } from './types.js';

export interface SplitToken {
  readonly body: string;
  readonly mac: string;
}

export const splitToken = (token: string): E.Either<Refusal, SplitToken> => {
  const [body, mac, ...rest] = token.split('.');
  return body && mac && rest.length === 0 ? E.right({ body, mac }) : E.left(refusal('malformed'));
};

// Checks the tag and hands the body on, so the parse step only ever sees bytes we signed.
export const verifyWith =
  (key: Buffer) =>
  ({ body, mac }: SplitToken): E.Either<Refusal, string> =>
    pipe(
      hmacB64url(key)(body),
      E.fromPredicate(
        (expected) => expected === mac, // expect: no-timing-unsafe-compare
        () => refusal('signature'),
      ),
      E.map(() => body),
    );
