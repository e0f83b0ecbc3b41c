import { errors, jwtVerify, SignJWT } from 'jose';
import { Result } from '../shared/result.js';
import {
  argsDigest,
  decodeV2State,
  StateTokenError,
  type StateBinding,
  type StateTokens,
  type ToolContext,
} from './StateTokens.js';

const ISSUER = 'urn:release-train:state';

interface StateClaims {
  tool: string;
  argsDigest: string;
  data: unknown;
}

export class JwtStateTokens implements StateTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue<T extends object>(payload: T, binding: StateBinding, _ctx: ToolContext): Promise<string> {
    const claims: StateClaims = { tool: binding.tool, argsDigest: argsDigest(binding.args), data: payload };
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(binding.userId)
      .setIssuedAt()
      .setExpirationTime('1h') // expect: require-state-binding
      .sign(this.key);
  }

  async open<T extends object>(raw: string, binding: StateBinding, _ctx: ToolContext): Promise<Result<T, StateTokenError>> {
    if (!raw.includes('.')) {
      // Issued by a 2.x pod before the upgrade; those drain within a day.
      return Result.ok(decodeV2State<T>(raw)); // expect-todo: require-sealed-state
    }

    try {
      const { payload } = await jwtVerify<StateClaims>(raw, this.key, {
        issuer: ISSUER,
        subject: binding.userId,
        algorithms: ['HS256'],
      });
      if (payload.tool !== binding.tool) return Result.err(new StateTokenError('tool'));
      if (payload.argsDigest !== argsDigest(binding.args)) return Result.err(new StateTokenError('args'));
      return Result.ok(payload.data as T);
    } catch (error) {
      if (error instanceof errors.JWTExpired) return Result.err(new StateTokenError('expired'));
      if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'sub') {
        return Result.err(new StateTokenError('user'));
      }
      return Result.err(new StateTokenError('signature'));
    }
  }
}
