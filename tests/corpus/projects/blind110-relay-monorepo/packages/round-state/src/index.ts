// Public surface of @relay/round-state. Everything the servers need goes through here.
// @ts-nocheck
export * from './key.js';
export * from './principal.js';
export * from './digest.js';
export * from './codec.js';
