// Derives purpose-specific keys from the configured master secret with HKDF.
import { hkdfSync } from 'node:crypto';

const SALT = 'docs-publisher/key-derivation';

export function deriveKey(masterSecret, purpose, length = 32) {
  if (!Buffer.isBuffer(masterSecret) || masterSecret.length < 32) {
    throw new Error('master secret must be at least 32 bytes');
  }
  return Buffer.from(hkdfSync('sha256', masterSecret, SALT, `purpose:${purpose}`, length));
}

export function requestStateKey(masterSecret) {
  return deriveKey(masterSecret, 'mcp-request-state/v1');
}

export function previewTokenKey(masterSecret) {
  return deriveKey(masterSecret, 'preview-links/v1');
}
