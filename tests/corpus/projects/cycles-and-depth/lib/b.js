// The other half of the cycle, and the start of a chain of re-exports three modules deep.
export * from './a.js';
export { deepSign as signer } from './c.js';
