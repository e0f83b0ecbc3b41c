import { jwtVerify, SignJWT, errors, type JWTPayload } from 'jose';
import { gateSigningKey } from './keys.js';
import { settings, type Environment } from './settings.js';

export interface ApprovalClaims extends JWTPayload {
  sub: string;
  tool: string;
  env: Environment;
  stage: 'awaiting-approval';
}

export class InvalidApprovalError extends Error {
  constructor(reason: string) {
    super(`approval state rejected: ${reason}`);
    this.name = 'InvalidApprovalError';
  }
}

/**
 * Issues and checks the requestState that carries a pending deploy between
 * the "please approve" round and the retry. Static-only: the key is loaded
 * once per process.
 */
export class GateTokens {
  static readonly #key = gateSigningKey();

  private constructor() {}

  static async issue(subject: string, tool: string, env: Environment): Promise<string> {
    return new SignJWT({ tool, env, stage: 'awaiting-approval' })
      .setProtectedHeader({ alg: 'HS256', typ: 'deploy-gate+jwt' })
      .setSubject(subject)
      .setIssuer(settings.issuer)
      .setAudience(settings.audience)
      .setIssuedAt()
      .setExpirationTime(settings.approvalLifetime)
      .sign(GateTokens.#key); // expect: no-weak-state-key
  }

  static async check(token: string, subject: string, tool: string): Promise<ApprovalClaims> {
    try {
      const { payload } = await jwtVerify(token, GateTokens.#key, { issuer: settings.issuer, audience: settings.audience, algorithms: ['HS256'], clockTolerance: settings.clockSkew });
      const claims = payload as ApprovalClaims;
      if (claims.sub !== subject) throw new InvalidApprovalError('issued to someone else');
      if (claims.tool !== tool) throw new InvalidApprovalError('issued for another tool');
      if (claims.stage !== 'awaiting-approval') throw new InvalidApprovalError('unexpected stage');
      return claims;
    } catch (err) {
      if (err instanceof InvalidApprovalError) throw err;
      if (err instanceof errors.JWTExpired) throw new InvalidApprovalError('expired');
      throw new InvalidApprovalError(err instanceof Error ? err.message : 'malformed');
    }
  }

  static describe(claims: ApprovalClaims): string {
    const issued = claims.iat ? new Date(claims.iat * 1000).toISOString() : 'unknown time';
    return `${claims.tool} on ${claims.env} requested by ${claims.sub} at ${issued}`;
  }
}
