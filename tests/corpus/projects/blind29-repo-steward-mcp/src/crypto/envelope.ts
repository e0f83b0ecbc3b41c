import { Result, ResultAsync, errAsync, okAsync } from 'neverthrow';
import { nowSeconds } from '../clock.js';

export const STATE_TTL_SECONDS = 5 * 60;

export interface Binding {
  readonly userId: string;
  readonly tool: string;
  /** The tool call's arguments, for actions a "yes" must not be replayed onto. */
  readonly args?: unknown;
}

export type OpenError = 'malformed' | 'signature' | 'expired' | 'user' | 'tool' | 'args';

interface Sealed<P> {
  readonly v: 1;
  readonly sub: string;
  readonly tool: string;
  readonly argsDigest: string | null;
  readonly exp: number;
  readonly p: P;
}

const te = new TextEncoder();
const td = new TextDecoder();

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const fromB64url = (text: string): Uint8Array | null =>
  /^[A-Za-z0-9_-]+$/.test(text) ? new Uint8Array(Buffer.from(text, 'base64url')) : null;

// Key order must not change the digest: { a, b } and { b, a } are the same call.
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

const digestOf = async (args: unknown): Promise<string | null> =>
  args === undefined ? null : b64url(new Uint8Array(await crypto.subtle.digest('SHA-256', te.encode(canonical(args)))));

const parseSealed = <P>(encoded: string): Result<Sealed<P>, OpenError> =>
  Result.fromThrowable(
    () => JSON.parse(td.decode(fromB64url(encoded) ?? new Uint8Array())) as Sealed<P>,
    (): OpenError => 'malformed',
  )();

const checkBinding = <P>(sealed: Sealed<P>, binding: Binding): ResultAsync<P, OpenError> =>
  ResultAsync.fromSafePromise(digestOf(binding.args)).andThen((argsDigest) => {
    if (sealed.v !== 1) return errAsync<P, OpenError>('malformed');
    if (!(sealed.exp > nowSeconds())) return errAsync<P, OpenError>('expired');
    if (sealed.sub !== binding.userId) return errAsync<P, OpenError>('user');
    if (sealed.tool !== binding.tool) return errAsync<P, OpenError>('tool');
    if (sealed.argsDigest !== argsDigest) return errAsync<P, OpenError>('args');
    return okAsync<P, OpenError>(sealed.p);
  });

/**
 * `v1.<b64url(json)>.<b64url(hmac)>`. Signed, not encrypted: nothing secret goes in `payload`.
 */
export const envelopeCodec = (key: CryptoKey) => {
  const seal = <P>(payload: P, binding: Binding): ResultAsync<string, never> =>
    ResultAsync.fromSafePromise(
      (async () => {
        const sealed: Sealed<P> = {
          v: 1,
          sub: binding.userId,
          tool: binding.tool,
          argsDigest: await digestOf(binding.args),
          exp: nowSeconds() + STATE_TTL_SECONDS,
          p: payload,
        };
        const encoded = b64url(te.encode(JSON.stringify(sealed)));
        const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, te.encode(encoded)));
        return `v1.${encoded}.${b64url(signature)}`;
      })(),
    );

  const open = <P>(token: string, binding: Binding): ResultAsync<P, OpenError> => {
    const [version, encoded, signatureText, ...rest] = token.split('.');
    if (version !== 'v1' || !encoded || !signatureText || rest.length > 0) return errAsync('malformed');
    const signature = fromB64url(signatureText);
    // A 32-byte MAC has exactly one base64url spelling; refuse the others (the last character has spare bits).
    if (signature === null || signature.length !== 32 || b64url(signature) !== signatureText) return errAsync('malformed');

    return ResultAsync.fromSafePromise(crypto.subtle.verify('HMAC', key, signature, te.encode(encoded)))
      .andThen((genuine) => (genuine ? okAsync<string, OpenError>(encoded) : errAsync<string, OpenError>('signature')))
      .andThen((verified) => parseSealed<P>(verified))
      .andThen((sealed) => checkBinding(sealed, binding));
  };

  return { seal, open } as const;
};

export type EnvelopeCodec = ReturnType<typeof envelopeCodec>;
