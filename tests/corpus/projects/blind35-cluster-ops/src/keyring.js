import { existsSync, readFileSync } from 'node:fs';
import { config } from './config.js';

/**
 * The keyring file is a JSON array, newest key first:
 *   [{ "kid": "2025-06", "secret": "<base64, 32+ bytes>" }, { "kid": "2025-03", "secret": "…" }]
 * The first key signs; every key verifies, so a rotation only prepends a key and drops the oldest one
 * after the state TTL has passed.
 */
let cached;

export function keyring() {
  if (!cached) {
    const keys = loadKeys();
    cached = Object.freeze({ signing: keys[0], verifying: keys });
  }
  return cached;
}

function loadKeys() {
  const path = config.stateKeyringFile;
  if (existsSync(path)) {
    const entries = JSON.parse(readFileSync(path, 'utf8'));
    if (!Array.isArray(entries) || entries.length === 0) throw new Error(`${path}: expected a non-empty array`);
    return entries.map(({ kid, secret }) => ({ kid: String(kid), secret: Buffer.from(secret, 'base64') }));
  }
  if (config.isProduction) {
    throw new Error(`state keyring not mounted at ${path}`);
  }
  console.warn(`[cluster-ops] ${path} not found, signing request state with the development keyring`);
  return [{ kid: 'dev', secret: Buffer.from('cluster-ops-dev-keyring-not-for-production') }];
}
