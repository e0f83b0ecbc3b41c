// Derives versioned request-state subkeys from the master key using HKDF.
// @ts-nocheck
import { hkdfSync } from 'node:crypto';

function masterKey(): Buffer {
  const b64 = process.env.MEETING_BROKER_MASTER_KEY;
  if (!b64) {
    throw new Error('MEETING_BROKER_MASTER_KEY is not set');
  }
  const key = Buffer.from(b64, 'base64');
  if (key.length < 32) {
    throw new Error('MEETING_BROKER_MASTER_KEY must be at least 32 bytes of random data');
  }
  return key;
}

const master = masterKey();

// Separate subkeys per purpose/version, derived from the random master key.
const derive = (info: string): Buffer => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));

export const stateKeys = {
  v1: derive('meeting-broker/request-state/v1'),
  v2: derive('meeting-broker/request-state/v2'),
} as const;
