// Loads the state-sealing key from CAL_STATE_KEY or derives a stable per-machine fallback key.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';

const APP = 'calendar-bridge';

function fromEnv(): Buffer | undefined {
  const raw = process.env.CAL_STATE_KEY;
  if (!raw) return undefined;
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32) {
    throw new Error('CAL_STATE_KEY must be 32 bytes, base64 encoded');
  }
  return key;
}

/**
 * Key for sealing round-trip state. In prod CAL_STATE_KEY is injected by the
 * deployment; on a laptop we derive a stable per-machine key so restarts
 * don't invalidate in-flight confirmations.
 */
export function loadStateKey(): Buffer {
  const key = fromEnv();
  if (key) return key;
  console.warn('[calendar-bridge] CAL_STATE_KEY not set, deriving a machine-local key');
  return createHash('sha256').update(`${APP}:${hostname()}`).digest();
}
