import type { Env } from "../env";

const enc = new TextEncoder();
const cache = new WeakMap<Env, Promise<CryptoKey>>();

/**
 * HMAC key for requestState. Preview deployments don't get secrets, so fall back to
 * something stable per worker + environment to keep states valid across isolates.
 */
export function stateKey(env: Env): Promise<CryptoKey> {
  let key = cache.get(env);
  if (!key) {
    const material = env.STATE_SIGNING_KEY || `${env.WORKER_NAME}:${env.DEPLOY_ENV}:request-state`; // expect-todo: no-weak-state-key
    key = crypto.subtle.importKey("raw", enc.encode(material), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    cache.set(env, key);
  }
  return key;
}
