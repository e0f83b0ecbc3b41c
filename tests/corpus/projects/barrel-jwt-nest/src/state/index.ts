// Outer barrel the tools import from: the JWT signers re-exported under names that say "round".
// @ts-nocheck
export { signRoundClaims as sealRound, signBoundedClaims as sealBoundedRound } from './jwt/index.js';
