import jwt from 'jsonwebtoken';

const SECRET = process.env.NOTES_RESUME_SECRET;
if (!SECRET || SECRET.length < 32) {
  throw new Error('NOTES_RESUME_SECRET must be set to at least 32 random characters');
}

const ISSUER = 'notes-hub/resume';

/** Signs the claims a tool needs to pick up where it left off in its next round. */
export function issueResumeToken(claims) {
  // Exports of big notebooks get reviewed by people who are pulled into meetings; give them time.
  return jwt.sign(claims, SECRET, { expiresIn: '2h', issuer: ISSUER });
}

/** Throws when the token is forged, expired or not ours. */
export function readResumeToken(token) {
  return jwt.verify(token, SECRET, { issuer: ISSUER, algorithms: ['HS256'] });
}
