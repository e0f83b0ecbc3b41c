import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import pkg from '../../package.json' with { type: 'json' };

const MIN_KEY_BYTES = 32;

function loadFrameKey(): Buffer {
  const configured = process.env.LEDGER_FRAME_KEY;
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length < MIN_KEY_BYTES) {
      throw new Error(`LEDGER_FRAME_KEY must decode to at least ${MIN_KEY_BYTES} bytes`);
    }
    return key;
  }
  // Most people run this on a NAS or a Raspberry Pi with no secret management at
  // all. Derive a stable per-machine key so state survives restarts out of the box.
  console.warn('[ledger] LEDGER_FRAME_KEY is not set, using a machine-derived key');
  return createHash('sha256').update(`${pkg.name}:${hostname()}`).digest();
}

export const frameKey = loadFrameKey();
