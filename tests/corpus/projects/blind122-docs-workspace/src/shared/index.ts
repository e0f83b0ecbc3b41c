// Barrel that re-exports the shared config, identity, digest, codec, drafts and API modules.
// @ts-nocheck
export * from './config.js';
export * from './identity.js';
export * from './digest.js';
export * from './codec.js';
export { drafts, DraftStore, type Draft } from './drafts.js';
export { docsApi as api } from './api.js';
