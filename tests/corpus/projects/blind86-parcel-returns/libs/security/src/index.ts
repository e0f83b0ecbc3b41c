// Barrel for @returns/security: names used by the services.
// @ts-nocheck
export { buildKeyRing as loadStateKeys } from './keyring.js';
export type { KeyRing as StateKeys } from './keyring.js';
export { seal as wrapFlowState, unseal as unwrapFlowState } from './envelope.js';
export type { Envelope as FlowEnvelope } from './envelope.js';
