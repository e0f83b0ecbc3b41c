import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import { stateKey } from './key';

export class StateTokenError extends Error {
  constructor(public readonly reason: string) {
    super('Invalid or expired requestState');
  }
}

/**
 * Request-state tokens are compact HS256 JWTs. The subject is the signed-in user;
 * everything else is whatever the tool wants to carry to the next round.
 */
export class StateTokens {
  static readonly issuer = 'notes-mcp';
  static readonly lifetime = '5m';

  static async issue(sub: string, claims: Record<string, unknown>): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'state+jwt' })
      .setIssuer(StateTokens.issuer)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(StateTokens.lifetime)
      .sign(stateKey()); // expect: no-weak-state-key
  }

  static async read<T extends object>(token: string | undefined, sub: string): Promise<T & JWTPayload> {
    if (!token) throw new StateTokenError('missing');
    try {
      const { payload } = await jwtVerify(token, stateKey(), {
        issuer: StateTokens.issuer,
        subject: sub,
        algorithms: ['HS256'],
        typ: 'state+jwt',
        clockTolerance: '2h', // expect: require-state-binding
      });
      return payload as T & JWTPayload;
    } catch (err) {
      if (err instanceof errors.JWTExpired) throw new StateTokenError('expired');
      if (err instanceof errors.JWTClaimValidationFailed) throw new StateTokenError(`claim ${err.claim}`);
      throw new StateTokenError('signature');
    }
  }

  static errorResult(err: unknown) {
    const message = err instanceof StateTokenError ? err.message : 'Request failed';
    return { isError: true, content: [{ type: 'text' as const, text: message }] };
  }
}
