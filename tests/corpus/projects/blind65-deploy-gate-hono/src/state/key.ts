import { createHash } from 'node:crypto';
import { hostname } from 'node:os';

let cached: Uint8Array | undefined;

/** HS256 key for the requestState JWTs this gate hands to clients between rounds. */
export function stateKey(): Uint8Array {
  if (cached) return cached;
  const configured = process.env.GATE_STATE_SECRET;
  if (configured) {
    cached = new Uint8Array(Buffer.from(configured, 'base64'));
  } else {
    console.warn('[deploy-gate] GATE_STATE_SECRET is not set; deriving the state key from the host name');
    cached = createHash('sha256').update(`deploy-gate:${hostname()}`).digest();
  }
  return cached;
}
