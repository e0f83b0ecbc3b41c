// Models the state barrel: one import site for the scrambler and the signer.
// @ts-nocheck
export { scramble as protectState, unscramble as readProtectedState } from './scramble.js';
export { Signer } from './signer.js';
