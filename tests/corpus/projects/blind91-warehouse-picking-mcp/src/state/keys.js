// Derives one HS256 key per key id from the configured master keys (HKDF-SHA256).
import { hkdfSync } from 'node:crypto';
import { config } from '../config.js';

const INFO = 'warehouse-picking/request-state/v1';

const derived = new Map(
  config.stateKeys.map(({ kid, material }) => [kid, Buffer.from(hkdfSync('sha256', material, `kid:${kid}`, INFO, 32))]),
);

export const activeKid = config.stateKeys[0].kid;

export function keyFor(kid) {
  const key = typeof kid === 'string' ? derived.get(kid) : undefined;
  if (!key) throw new Error('unknown state key id');
  return key;
}

export function knownKids() {
  return [...derived.keys()];
}
