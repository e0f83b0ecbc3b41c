import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import { config } from '../config.js';
import { fromB64url, hmacB64url, toB64url } from '../crypto/hmac.js';
import { refusal, STATE_TTL_MS, type Binding, type Envelope, type Refusal } from './types.js';
import { splitToken, verifyWith } from './verify.js';

export { refusal, type Binding, type Refusal } from './types.js';

const isEnvelope = (value: unknown): value is Envelope<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Envelope<unknown>).exp === 'number' &&
  typeof (value as Envelope<unknown>).sub === 'string';

const parseEnvelope = (body: string): E.Either<Refusal, Envelope<unknown>> =>
  pipe(
    E.tryCatch(() => JSON.parse(fromB64url(body)) as unknown, () => refusal('malformed')),
    E.filterOrElse(isEnvelope, () => refusal('malformed')),
  );

export const sealWith =
  (key: Buffer) =>
  (binding: Binding) =>
  <T>(data: T): string =>
    pipe(
      { data, sub: binding.userId, tool: binding.tool, exp: Date.now() + STATE_TTL_MS } satisfies Envelope<T>,
      JSON.stringify,
      toB64url,
      (body) => `${body}.${hmacB64url(key)(body)}`,
    );

export const openWith =
  (key: Buffer) =>
  (binding: Binding) =>
  (token: string): E.Either<Refusal, unknown> =>
    pipe(
      splitToken(token),
      E.chain(verifyWith(key)),
      E.chain(parseEnvelope),
      E.filterOrElse((envelope) => envelope.exp > Date.now(), () => refusal('expired')),
      E.filterOrElse((envelope) => envelope.sub === binding.userId, () => refusal('user')),
      E.map((envelope) => envelope.data), // expect-todo: require-state-binding
    );

// Fixed to the configured key once; handlers only pick the binding.
export const sealFor = sealWith(config.stateSecret); // expect: no-weak-state-key
export const openFor = openWith(config.stateSecret);
