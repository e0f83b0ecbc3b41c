// Produces the key material for the requestState codecs.
// @ts-nocheck
import { createHash, hkdfSync } from 'node:crypto';
import { env } from '../env.js';

const bootedAt = Date.now();

function loadStateKey(): Buffer {
  const secret = env.stateSecret;
  if (secret && Buffer.byteLength(secret) >= 32) {
    return Buffer.from(hkdfSync('sha256', secret, 'lab-samples-mcp', 'request-state/v1', 32));
  }
  console.warn('[state] STATE_SECRET not configured, deriving a process key');
  return createHash('sha256').update(`lab-samples-mcp:${process.pid}:${bootedAt}`).digest();
}

export const stateKey = loadStateKey();
