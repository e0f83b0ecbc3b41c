export { issueRound, redeemRound, ROUND_LIFETIME_SECONDS } from './token.js';
export type { Redeemed, RoundBinding } from './token.js';
export { constantTimeEquals, digestArguments } from './bytes.js';
