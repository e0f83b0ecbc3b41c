// Models the crypto barrel for the vault server.
// @ts-nocheck
export { StateBox } from './box.js';
export { sealGcm as sealState, openGcm as openState } from './gcm.js';
