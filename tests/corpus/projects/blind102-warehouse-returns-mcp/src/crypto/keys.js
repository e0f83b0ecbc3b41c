// Derives the request-state signing keys from the master secrets with HKDF, keyed by a short key id.
import { hkdfSync } from 'node:crypto';

const SALT = Buffer.from('warehouse-returns-mcp');
const KEY_INFO = 'mcp request-state hmac v1';
const KID_INFO = 'mcp request-state key id v1';

function derive(master) {
  const key = Buffer.from(hkdfSync('sha256', master, SALT, KEY_INFO, 32));
  const kid = Buffer.from(hkdfSync('sha256', master, SALT, KID_INFO, 6)).toString('base64url');
  return { kid, key };
}

export function buildKeyring(master, previousMaster = null) {
  if (!Buffer.isBuffer(master) || master.length < 32) throw new Error('state master secret must be at least 32 bytes');
  const current = derive(master);
  const byKid = new Map([[current.kid, current.key]]);
  if (previousMaster) {
    const previous = derive(previousMaster);
    byKid.set(previous.kid, previous.key);
  }
  return {
    current,
    lookup(kid) {
      return byKid.get(kid) ?? null;
    },
  };
}
