import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';

const MIN_KEY_BYTES = 32;

function readKey(source, raw) {
  const key = Buffer.from(raw.trim(), 'base64');
  if (key.length < MIN_KEY_BYTES) {
    throw new Error(`${source}: request-state key is ${key.length} bytes, need at least ${MIN_KEY_BYTES}`);
  }
  return new Uint8Array(key);
}

function loadKeys() {
  const keys = new Map();
  const file = process.env.STATE_KEY_FILE ?? '/run/secrets/state_key';
  const primary = process.env.STATE_KEY ? readKey('STATE_KEY', process.env.STATE_KEY) : readKey(file, readFileSync(file, 'utf8'));
  // kid is a short public fingerprint so logs can say which key signed a state
  const kid = createHash('sha256').update(primary).digest('hex').slice(0, 12);
  keys.set(kid, primary);
  if (process.env.STATE_KEY_PREVIOUS) {
    const prev = readKey('STATE_KEY_PREVIOUS', process.env.STATE_KEY_PREVIOUS);
    keys.set(createHash('sha256').update(prev).digest('hex').slice(0, 12), prev);
  }
  return { kid, keys };
}

export const stateKeys = loadKeys();

export const settings = Object.freeze({
  issuer: process.env.PUBLIC_URL ?? 'http://localhost:3500',
  oidcIssuer: process.env.OIDC_ISSUER ?? 'https://id.example.com',
  carrierUrl: process.env.CARRIER_API_URL || 'https://sandbox.carrier.example/v2',
  port: Number(process.env.PORT ?? 3500),
});
