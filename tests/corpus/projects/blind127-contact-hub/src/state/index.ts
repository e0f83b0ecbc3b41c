// Re-exports the state codec, its state type and the key loader.
// @ts-nocheck
export { stateCodec } from './codec.js';
export type { SyncState } from './codec.js';
export { loadStateKey } from './key.js';
