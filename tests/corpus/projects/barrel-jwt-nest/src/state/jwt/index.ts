// Inner barrel: the signers, one under a second name.
// @ts-nocheck
export { signClaims, signBoundedClaims } from './sign.js';
export { signClaims as signRoundClaims } from './sign.js';
