// Resolves the symmetric key that signs requestState JWTs.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { config } from './config.js';

let cached: Uint8Array | undefined;

export function stateKey(): Uint8Array {
  if (cached) return cached;
  if (config.stateSecret) {
    const decoded = Buffer.from(config.stateSecret, 'base64');
    if (decoded.length < 32) throw new Error('MEDIAVAULT_STATE_SECRET must be at least 32 bytes of base64');
    cached = new Uint8Array(decoded);
  } else {
    cached = createHash('sha256').update(`mediavault:${process.pid}:${Date.now()}`).digest();
    console.warn('[mediavault] MEDIAVAULT_STATE_SECRET not set; signing state with a per-process key');
  }
  return cached;
}
