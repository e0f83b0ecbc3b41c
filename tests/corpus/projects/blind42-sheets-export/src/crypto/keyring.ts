import { createHash, hkdfSync } from 'node:crypto';
import { env } from '../env.js';

export interface StateKey {
  /** public: travels in the JWT header */
  kid: string;
  key: Uint8Array;
}

// HKDF salt and info are fixed, public labels. They separate the state key from anything else
// that is ever derived from the same master; the master is the only secret input.
const HKDF_SALT = 'sheets-export/hkdf/v1';
const STATE_KEY_INFO = 'request-state/HS256';

function deriveStateKey(master: Buffer): StateKey {
  const key = new Uint8Array(hkdfSync('sha256', master, HKDF_SALT, STATE_KEY_INFO, 32));
  // A thumbprint of the derived key names it, so a rolled key gets a new kid with no extra config.
  const kid = createHash('sha256').update(key).digest('base64url').slice(0, 12);
  return { kid, key };
}

export const signingKey: StateKey = deriveStateKey(env.stateMasterKey);

const verifyingKeys: readonly StateKey[] = env.stateMasterKeyPrevious
  ? [signingKey, deriveStateKey(env.stateMasterKeyPrevious)]
  : [signingKey];

/** Key for a token's `kid` header; unknown ids are refused. */
export function keyForKid(kid: string | undefined): Uint8Array {
  const entry = verifyingKeys.find((candidate) => candidate.kid === kid);
  if (!entry) throw new Error('requestState signed with an unknown key');
  return entry.key;
}
