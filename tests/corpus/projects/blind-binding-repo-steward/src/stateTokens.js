// Models a JWT-based requestState issuer (class with a #private secret): subject, audience, tool claim and a 5-minute expiry.
import jwt from 'jsonwebtoken';

const AUDIENCE = 'repo-steward/request-state';

export class RepoStateTokens {
  #secret;

  constructor(secret) {
    if (!secret || secret.length < 32) throw new Error('REPO_STATE_SECRET must be at least 32 characters');
    this.#secret = secret;
  }

  issue(claims, { userId, tool }) {
    return jwt.sign({ ...claims, tool }, this.#secret, {
      algorithm: 'HS256',
      subject: userId,
      audience: AUDIENCE,
      expiresIn: '5m',
    });
  }

  check(token, { userId, tool }) {
    const claims = jwt.verify(token, this.#secret, { algorithms: ['HS256'], audience: AUDIENCE, subject: userId });
    if (claims.tool !== tool) throw new Error(`state was issued for ${claims.tool}`);
    return claims;
  }
}

export const stateTokens = new RepoStateTokens(process.env.REPO_STATE_SECRET);
