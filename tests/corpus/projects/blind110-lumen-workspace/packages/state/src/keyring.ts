// Provides the request-state HMAC key from LUMEN_STATE_KEY or a key derived from the host name.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';

let key: Buffer | undefined;

function deriveFallbackKey(): Buffer {
  // Stable across restarts on the same box, so in-flight confirmations survive a redeploy.
  return createHash('sha256').update(`lumen-state:${hostname()}:${process.env.NODE_ENV ?? 'development'}`).digest();
}

/** 32-byte HMAC key for request state. Prefers LUMEN_STATE_KEY (hex). */
export function stateKey(): Buffer {
  if (key) return key;
  const hex = process.env.LUMEN_STATE_KEY;
  if (hex && /^[0-9a-f]{64,}$/i.test(hex)) {
    key = Buffer.from(hex, 'hex');
  } else {
    if (hex) console.warn('[lumen/state] LUMEN_STATE_KEY is not 32+ bytes of hex; ignoring it');
    key = deriveFallbackKey();
  }
  return key;
}
