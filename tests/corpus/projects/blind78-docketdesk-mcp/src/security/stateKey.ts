// Resolves the key material used by the requestState codec.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { settings } from '../settings.js';

export function resolveStateKey(): Uint8Array {
  if (settings.stateKeyB64) {
    const key = Buffer.from(settings.stateKeyB64, 'base64');
    if (key.length < 32) throw new Error('DOCKET_STATE_KEY must decode to at least 32 bytes');
    return key;
  }
  const seed = `${settings.service.name}@${settings.service.version}/${settings.firmSlug}`;
  return createHash('sha256').update(seed).digest();
}
