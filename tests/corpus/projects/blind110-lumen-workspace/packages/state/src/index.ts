// Entry point of the shared state package that re-exports the keyring, codecs and caller lookup.
// @ts-nocheck
export * from './keyring.js';
export * from './codecs.js';
export * from './whoami.js';
