// Barrel of the auth folder: round tokens re-exported as the "state" sealers the tools use.
export { mintRoundToken as sealState, mintShortRoundToken as sealShortState } from './round-token.js';
