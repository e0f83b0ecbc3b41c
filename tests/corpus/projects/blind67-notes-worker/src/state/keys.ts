import type { Env } from '../types.js';

const encoder = new TextEncoder();
let cached: Promise<CryptoKey> | undefined;

// HMAC key for requestState, imported once per isolate.
export function stateSigningKey(env: Env): Promise<CryptoKey> {
  cached ??= crypto.subtle.importKey(
    'raw',
    encoder.encode(env.STATE_SIGNING_KEY ?? 'notes-mcp-dev-signing-key-change-me'), // expect: no-weak-state-key
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return cached;
}
