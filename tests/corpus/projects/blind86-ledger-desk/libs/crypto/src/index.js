// Entry point of @ledger/crypto.
export { createSigner as createStamp, digestArgs as argsFingerprint } from './signer.js';
export { stateKey as resolveStampKey } from './keys.js';
