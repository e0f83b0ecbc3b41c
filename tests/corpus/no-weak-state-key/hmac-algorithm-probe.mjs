// Models a signing module that probes which HMAC algorithms node:crypto supports with a throwaway random key, then signs real state with a key from the environment: the probe's key never signs anything kept.
import { createHmac, getHashes, randomBytes } from 'node:crypto';

const PREFERRED = ['sha512-256', 'sha384', 'sha256'];

function supported(algorithm) {
  try {
    createHmac(algorithm, randomBytes(16)).update('probe').digest();
    return true;
  } catch {
    return false;
  }
}

export const algorithm = PREFERRED.find((name) => getHashes().includes(name) && supported(name)) ?? 'sha256';

const stateKey = process.env.STATE_SIGNING_KEY;
if (!stateKey || stateKey.length < 32) throw new Error('STATE_SIGNING_KEY must hold at least 32 characters');

export function signState(body) {
  return `${body}.${createHmac(algorithm, stateKey).update(body).digest('base64url')}`;
}
