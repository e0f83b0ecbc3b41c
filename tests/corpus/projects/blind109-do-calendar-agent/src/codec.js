// Creates the signed request-state codec for calendar confirmations, keyed from the account and worker name.
import { createRequestStateCodec } from '@modelcontextprotocol/server';

let codecPromise;

/**
 * Signed state for confirmations. The key is derived per account + worker so staging and
 * production never accept each other's state, and there is no extra secret to rotate.
 */
export function confirmCodec(env) {
  codecPromise ??= (async () => {
    const seed = `${env.CF_ACCOUNT_ID}/${env.WORKER_NAME}/request-state`;
    const key = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(seed)));
    return createRequestStateCodec({ key, ttlSeconds: 600 }); // expect: require-state-binding, no-weak-state-key
  })();
  return codecPromise;
}
