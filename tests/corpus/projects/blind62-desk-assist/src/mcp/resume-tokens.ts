import jwt from 'jsonwebtoken';

/**
 * Resume tokens carry a conversation's progress from one round to the next.
 * Signed JWTs, bound to the user (sub) and the tool/prompt (aud).
 */

export interface ResumeClaims<T> {
  sub: string;
  aud: string;
  step: string;
  data: T;
  iat: number;
  exp: number;
}

const ISSUER = 'desk-assist/resume';

export class ResumeTokens {
  constructor(private readonly secret: string) {}

  issue<T>(target: string, userId: string, step: string, data: T): string {
    return jwt.sign({ step, data }, this.secret, {
      algorithm: 'HS256',
      issuer: ISSUER,
      subject: userId,
      audience: target,
      expiresIn: '10m',
    });
  }

  read<T>(token: string, userId: string, target: string): ResumeClaims<T> {
    return jwt.verify(token, this.secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      subject: userId,
      audience: target,
      // Escalations wait on the on-call pager, which can take a while to answer.
      clockTolerance: 15 * 60,
    }) as ResumeClaims<T>;
  }
}
