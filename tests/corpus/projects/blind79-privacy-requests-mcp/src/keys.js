// Derives purpose-specific keys from the master key with HKDF so no two features share key material.
import { hkdfSync } from 'node:crypto';

const SALT = 'privacy-requests-mcp/2024';

function derive(masterKey, purpose) {
  return Buffer.from(hkdfSync('sha256', masterKey, SALT, purpose, 32));
}

export function deriveKeys(masterKey) {
  return {
    eraseState: derive(masterKey, 'request-state/erase/hs256'),
    draftLookup: derive(masterKey, 'draft-handle/lookup'),
  };
}
