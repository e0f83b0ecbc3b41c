// Barrel for @clinic/shared-crypto.
// @ts-nocheck
export { readMasterSecret as loadMasterSecret, deriveSubkey as subkeyFor } from './keys.js';
export { verifyEhrSignature as isAuthenticEhrWebhook } from './webhook.js';
export { fingerprintArgs as requestFingerprint } from './digest.js';
