// Derives purpose-specific keys from the returns desk master secret with HKDF.
// @ts-nocheck
import { hkdfSync } from 'node:crypto';
import { config } from './config.js';

const MIN_MASTER_BYTES = 32;

const loadMaster = (b64: string) => {
  const raw = Buffer.from(b64, 'base64');
  if (raw.length < MIN_MASTER_BYTES) {
    throw new Error(`RETURNS_MASTER_KEY must decode to at least ${MIN_MASTER_BYTES} random bytes`);
  }
  return raw;
};

const master = loadMaster(config.masterKeyB64);

const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `returns-desk/${purpose}/v1`, 32));

export const requestStateKey = derive('request-state');
