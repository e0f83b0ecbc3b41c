export { sealRound, openRound, RoundError } from './round.js';
export { signBody } from './mac.js';
