// Derives versioned per-tenant HMAC keys for requestState from the master secret with HKDF-SHA256.
import { hkdfSync } from 'node:crypto';
import { masterKey } from './masterKey.js';
import { config } from '../config.js';

const cache = new Map();

export function keyIdFor(tenantId, version = config.stateKeyVersion) {
  return `${tenantId}/v${version}`;
}

export function parseKeyId(kid) {
  const match = /^([a-z0-9][a-z0-9-]{2,62})\/v(\d{1,3})$/.exec(kid ?? '');
  if (!match) return null;
  const version = Number(match[2]);
  if (!config.acceptedKeyVersions.includes(version)) return null;
  return { tenantId: match[1], version };
}

export function tenantKey(tenantId, version = config.stateKeyVersion) {
  const kid = keyIdFor(tenantId, version);
  let key = cache.get(kid);
  if (!key) {
    key = new Uint8Array(
      hkdfSync('sha256', masterKey(), Buffer.from(`tenant:${tenantId}`), `tenant-docs/request-state/v${version}`, 32),
    );
    cache.set(kid, key);
  }
  return key;
}
