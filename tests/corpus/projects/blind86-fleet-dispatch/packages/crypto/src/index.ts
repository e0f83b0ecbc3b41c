// Public surface of @fleet/crypto; other packages import from here rather than from the files behind it.
// @ts-nocheck
export { StateSealer as RoundTripVault } from './seal.js';
export type { SealBinding as VaultBinding } from './seal.js';
export { argsDigest as fingerprint } from './digest.js';
