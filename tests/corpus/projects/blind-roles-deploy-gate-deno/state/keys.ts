// Loads the current and previous HMAC keys (key rotation) for deploy-gate state, from Deno.env.
// @ts-nocheck
const enc = new TextEncoder();

function importHmacKey(raw: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', enc.encode(raw), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

export interface StateKeys {
  current: CryptoKey;
  all: CryptoKey[];
}

export async function loadStateKeys(): Promise<StateKeys> {
  const current = Deno.env.get('DEPLOY_STATE_KEY');
  if (!current || current.length < 32) {
    throw new Error('DEPLOY_STATE_KEY must be set to at least 32 characters');
  }
  // Keep accepting state signed before the last rotation.
  const previous = Deno.env.get('DEPLOY_STATE_KEY_PREVIOUS') ?? 'deploy-gate-rotation-2024';
  const currentKey = await importHmacKey(current);
  return { current: currentKey, all: [currentKey, await importHmacKey(previous)] }; // expect: no-weak-state-key
}
