// Key ring for requestState tokens: one active signing key plus older keys kept for verification.
// @ts-nocheck
import { config } from '../config.js';

export interface RingKey {
  kid: string;
  key: Uint8Array;
}

const encoder = new TextEncoder();
const toRingKey = ({ kid, secret }): RingKey => ({ kid, key: encoder.encode(secret) });

const active: RingKey = toRingKey(config.stateKeys.active);
const byKid = new Map<string, RingKey>([[active.kid, active]]);

for (const entry of config.stateKeys.previous) {
  if (!byKid.has(entry.kid)) byKid.set(entry.kid, toRingKey(entry));
}

export const keyring = {
  active,
  lookup(kid: string | undefined): Uint8Array {
    const found = kid ? byKid.get(kid) : undefined;
    if (!found) throw new Error('unknown state key id');
    return found.key;
  },
  kids(): string[] {
    return [...byKid.keys()];
  },
};
