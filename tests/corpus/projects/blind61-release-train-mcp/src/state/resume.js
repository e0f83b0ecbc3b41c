import { verifyRoundState } from './round-token.js';

export class RoundRefused extends Error {
  constructor(reason) {
    super(`requestState refused: ${reason}`);
    this.reason = reason;
  }
}

/**
 * Verifies a round token and checks that it was issued to `user` for `tool`.
 * Returns the claims; throws RoundRefused otherwise.
 */
export function resumeRound(token, { tool, user }) {
  let claims;
  try {
    claims = verifyRoundState(token, { tool });
  } catch (err) {
    throw new RoundRefused(err?.name === 'TokenExpiredError' ? 'expired' : 'signature');
  }
  if (claims.sub !== user) throw new RoundRefused('user');
  if (claims.tool !== tool) throw new RoundRefused('tool');
  return claims;
}

export const refusedResult = (err) => ({
  isError: true,
  content: [{ type: 'text', text: `Confirmation refused (${err.reason}). Start the action again.` }],
});
