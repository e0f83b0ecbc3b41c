// Key ring for return-flow state: the active signing key plus older keys still accepted during a rotation.
// @ts-nocheck
import { createHash } from 'node:crypto';

export interface KeyRing {
  active: Buffer;
  accepted: Buffer[];
}

function decodeKey(encoded: string): Buffer {
  const key = Buffer.from(encoded, 'base64');
  if (key.length < 32) throw new Error('return-flow state keys must be at least 32 bytes');
  return key;
}

export function buildKeyRing(settings: { stateKey?: string; previousStateKeys: string[] }): KeyRing {
  const active = settings.stateKey
    ? decodeKey(settings.stateKey)
    : createHash('sha256').update(`returns:${process.pid}:${Date.now()}`).digest(); // expect-todo: no-weak-state-key
  const previous = settings.previousStateKeys.map(decodeKey);
  return { active, accepted: [active, ...previous] };
}
