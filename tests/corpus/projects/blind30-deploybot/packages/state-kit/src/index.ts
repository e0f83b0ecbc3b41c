export { TokenSigner } from './token-signer.js';
export type { SignedClaims, TokenSignerOptions } from './token-signer.js';
