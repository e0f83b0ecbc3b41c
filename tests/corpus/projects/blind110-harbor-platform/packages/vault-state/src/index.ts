// Entry point of the vault-state package that re-exports its key, sealing and handle helpers.
// @ts-nocheck
export * from './keys';
export * from './sealed';
export * from './handles';
