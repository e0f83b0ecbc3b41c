// Barrel that re-exports the ledger core sealing, round-trip helpers and constants.
// @ts-nocheck
export * from './seal.js';
export * from './round-trip.js';
export { default as TOOLS } from './constants.js';
export { STATE_TTL_MS as stateTtlMs, CONFIRM_KEY, RANGE_KEY } from './constants.js';
