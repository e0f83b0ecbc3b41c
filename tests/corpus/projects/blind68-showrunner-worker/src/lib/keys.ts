import type { Env } from '../env';

let signingKey: Promise<CryptoKey> | undefined;

/** HMAC key for round state. `wrangler dev` runs without secrets unless .dev.vars has them. */
export function stateSigningKey(env: Env): Promise<CryptoKey> {
  signingKey ??= crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(env.STATE_SIGNING_KEY || 'showrunner-wrangler-dev-signing'), // expect: no-weak-state-key
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return signingKey;
}
