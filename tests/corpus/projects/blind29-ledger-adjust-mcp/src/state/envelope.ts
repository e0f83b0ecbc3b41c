import * as E from 'fp-ts/lib/Either.js';
import { flow } from 'fp-ts/lib/function.js';
import { b64urlJson, hmacSha256 } from '../crypto/hmac.js';

export type EnvelopeError = 'malformed' | 'signature' | 'expired' | 'user' | 'tool';

export interface Binding {
  readonly userId: string;
  readonly tool: string;
}

interface Claims<P> {
  readonly p: P;
  readonly sub: string;
  readonly tool: string;
  readonly exp: number;
}

const TTL_MS = 8 * 60 * 1000;

const splitToken = (token: string): E.Either<EnvelopeError, readonly [string, string]> => {
  const parts = token.split('.');
  return parts.length === 2 && parts[0] && parts[1] ? E.right([parts[0], parts[1]] as const) : E.left('malformed');
};

const ensure = <A>(predicate: (a: A) => boolean, error: EnvelopeError) =>
  E.fromPredicate(predicate, (): EnvelopeError => error);

/**
 * Signed round-trip state: `<b64url(json)>.<hmac>`, bound to the user and the tool, 8 minute lifetime.
 * `now` is injectable for tests.
 */
export const envelopeFor = (key: Uint8Array, now: () => number = Date.now) => {
  const mac = hmacSha256(key);

  const seal = <P>(payload: P, binding: Binding): string => {
    const body = b64urlJson.encode({ p: payload, sub: binding.userId, tool: binding.tool, exp: now() + TTL_MS });
    return `${body}.${mac(body)}`;
  };

  const verifyMac = ([body, tag]: readonly [string, string]): E.Either<EnvelopeError, string> =>
    tag === mac(body) ? E.right(body) : E.left('signature'); // expect: no-timing-unsafe-compare

  const decode = <P>(body: string) =>
    E.tryCatch(
      () => b64urlJson.decode(body) as Claims<P>,
      (): EnvelopeError => 'malformed',
    );

  const open = <P>(binding: Binding): ((token: string) => E.Either<EnvelopeError, P>) =>
    flow(
      splitToken,
      E.chain(verifyMac),
      E.chain((body) => decode<P>(body)),
      E.chainFirst(ensure((claims: Claims<P>) => claims.exp > now(), 'expired')),
      E.chainFirst(ensure((claims: Claims<P>) => claims.sub === binding.userId, 'user')),
      E.chainFirst(ensure((claims: Claims<P>) => claims.tool === binding.tool, 'tool')),
      E.map((claims) => claims.p),
    );

  return { seal, open } as const;
};

export type Envelope = ReturnType<typeof envelopeFor>;
