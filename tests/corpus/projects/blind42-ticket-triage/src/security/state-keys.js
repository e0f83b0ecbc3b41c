import { createHash, scryptSync } from 'node:crypto';
import { config } from '../config.js';

// The salt and the cost parameters are public and fixed: they make this key different from any
// other key stretched from the same passphrase. The passphrase (validated in config.js) is the secret.
const SALT = 'ticket-triage/request-state/v2';
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function stretch(passphrase) {
  const key = scryptSync(passphrase, SALT, 32, SCRYPT);
  // thumbprint of the derived key; goes into the JWT header in clear
  const kid = createHash('sha256').update(key).digest('base64url').slice(0, 10);
  return Object.freeze({ kid, key });
}

const signing = stretch(config.statePassphrase);
const previous = config.statePassphrasePrevious ? stretch(config.statePassphrasePrevious) : undefined;

export const stateKeys = Object.freeze({
  signing,
  verifying: Object.freeze(previous ? [signing, previous] : [signing]),
});

export function keyForKid(kid) {
  const found = stateKeys.verifying.find((entry) => entry.kid === kid);
  if (!found) throw new Error('unknown kid');
  return found.key;
}
