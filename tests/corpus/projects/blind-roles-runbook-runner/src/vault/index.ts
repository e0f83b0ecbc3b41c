// Barrel for the vault module.
// @ts-nocheck
export { StateVault } from './StateVault.js';
export type { Binding } from './StateVault.js';
export * from './resume-link.js';
