import { retiredKeys, signingKey, type KeySpec } from '../config.js';

const ring = new Map<string, KeySpec>();
ring.set(signingKey.kid, signingKey);
for (const key of retiredKeys) ring.set(key.kid, key);

export const currentKey = (): KeySpec => signingKey;

export const keyById = (kid: string): KeySpec | undefined => ring.get(kid);

export const allKeys = (): KeySpec[] => [...ring.values()];
