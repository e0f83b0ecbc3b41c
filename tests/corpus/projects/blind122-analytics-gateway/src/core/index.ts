// Re-exports the core state sealing, legacy reader and constants.
// @ts-nocheck
export * from './aead';
export { openLegacy as fromLegacy } from './legacy';
export * as C from './constants';
