import jwt from 'jsonwebtoken';

const ISSUER = 'release-train';
const STATE_SECRET = process.env.RELEASE_STATE_SECRET;
if (!STATE_SECRET || Buffer.byteLength(STATE_SECRET) < 32) {
  throw new Error('RELEASE_STATE_SECRET must hold at least 32 random bytes (openssl rand -base64 32)');
}

const SIGN_OPTIONS = { algorithm: 'HS256', issuer: ISSUER, expiresIn: '10m' };

const VERIFY_OPTIONS = {
  algorithms: ['HS256'],
  issuer: ISSUER,
  // Captains confirm from their phones, sometimes minutes later, and runner clocks drift.
  clockTolerance: 15 * 60, // expect: require-state-binding
};

/** Signs the state of a confirmation round for one user and one tool. */
export function signRoundState(claims, { userId, tool }) {
  return jwt.sign({ ...claims, tool }, STATE_SECRET, { ...SIGN_OPTIONS, subject: userId, audience: tool });
}

/** Throws (JsonWebTokenError, TokenExpiredError) unless the token is ours, for this tool, and fresh. */
export function verifyRoundState(token, { tool }) {
  return jwt.verify(token, STATE_SECRET, { ...VERIFY_OPTIONS, audience: tool });
}

/** The claims of a round token, for log lines and metrics. */
export function describeRound(token) {
  const claims = jwt.decode(token);
  return claims && typeof claims === 'object' ? claims : {};
}
