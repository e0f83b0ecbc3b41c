// Models JWT-based requestState issuing and checking with jsonwebtoken (HS256, 5-minute expiry).
import jwt from 'jsonwebtoken';

const SECRET = process.env.REPO_BUTLER_STATE_SECRET;
if (!SECRET || Buffer.byteLength(SECRET) < 32) {
  throw new Error('REPO_BUTLER_STATE_SECRET must be set to 32+ bytes');
}

export function issueStateToken(claims, { userId, tool }) {
  return jwt.sign(claims, SECRET, {
    algorithm: 'HS256',
    expiresIn: '5m',
    subject: userId,
    audience: tool,
    issuer: 'repo-butler',
  });
}

export function readStateToken(token, { userId, tool }) {
  return jwt.verify(token, SECRET, {
    algorithms: ['HS256'],
    subject: userId,
    audience: tool,
    issuer: 'repo-butler',
  });
}
