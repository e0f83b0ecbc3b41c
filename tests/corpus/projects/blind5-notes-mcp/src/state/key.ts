/**
 * Signing key for request-state tokens.
 *
 * Notes runs as a single Bun process per tenant, and a state token only has to
 * survive one elicitation round trip, so the key is generated at boot and never
 * persisted. A restart simply invalidates in-flight confirmations.
 */

const KEY_BYTES = 8;

let current: Uint8Array = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
let generatedAt = Date.now();

export function stateKey(): Uint8Array {
  return current;
}

export function stateKeyAgeMs(): number {
  return Date.now() - generatedAt;
}

/** Short id for logs and the /healthz output; never the key itself. */
export async function stateKeyId(): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', current);
  return Array.from(new Uint8Array(digest).slice(0, 4), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Used by the test-suite to simulate a restart. */
export function regenerateStateKey(): void {
  current = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  generatedAt = Date.now();
}

export interface KeyStatus {
  id: string;
  ageSeconds: number;
}

export async function keyStatus(): Promise<KeyStatus> {
  return { id: await stateKeyId(), ageSeconds: Math.round(stateKeyAgeMs() / 1000) };
}
