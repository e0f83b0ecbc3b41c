// Worker environment bindings and the cached HMAC key used to sign request state between rounds.
// @ts-nocheck
export interface Env {
  TICKETS_KV: KVNamespace;
  HELPDESK_BASE_URL: string;
  /** Set with `wrangler secret put STATE_SECRET`. */
  STATE_SECRET?: string;
}

let cachedKey: Promise<CryptoKey> | undefined;

/** HMAC key used to sign requestState between rounds. Cached per isolate. */
export function stateKey(env: Env): Promise<CryptoKey> {
  if (!cachedKey) {
    const secret = env.STATE_SECRET ?? "ticket-desk-local-dev-secret-change-me";
    cachedKey = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret), // expect: no-weak-state-key
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
  }
  return cachedKey;
}
