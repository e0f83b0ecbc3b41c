import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { inject, injectable, singleton } from 'tsyringe';
import { TOKENS } from '../di/tokens.js';

const STATE_TYP = 'mcp-state+jwt';

/**
 * Request state as a compact HS256 JWT: sub = user, aud = tool name.
 */
@singleton()
@injectable()
export class JwtStateService {
  constructor(
    @inject(TOKENS.StateKey) private readonly key: Uint8Array,
    @inject(TOKENS.StateTtl) private readonly ttl: string,
    @inject(TOKENS.StateIssuer) private readonly issuer: string,
  ) {}

  mint(claims: JWTPayload, userId: string, tool: string): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: STATE_TYP })
      .setIssuer(this.issuer)
      .setSubject(userId)
      .setAudience(tool)
      .setIssuedAt()
      .setExpirationTime(this.ttl) // expect: require-state-binding
      .sign(this.key); // expect: no-weak-state-key
  }

  async verify<T extends object>(token: string, userId: string, tool: string): Promise<T & JWTPayload> {
    const { payload } = await jwtVerify<T>(token, this.key, {
      algorithms: ['HS256'],
      typ: STATE_TYP,
      issuer: this.issuer,
      subject: userId,
      audience: tool,
    });
    return payload;
  }
}
