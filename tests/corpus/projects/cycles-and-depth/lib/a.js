// Half of an import cycle: a re-exports from b, b re-exports from a.
export * from './b.js';
export { signer } from './b.js';
export const fromA = 'a';
