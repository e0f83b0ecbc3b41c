// Issues and verifies HS256 JWT request-state tokens bound to user, tool and argument digest.
// @ts-nocheck
import jwt from 'jsonwebtoken';

export interface StateTokenOptions {
  secret: string;
  issuer: string;
}

export interface Binding {
  sub: string;
  tool: string;
  argsDigest?: string;
}

export class StateTokenService {
  constructor(private readonly opts: StateTokenOptions) {}

  issue<T extends object>(data: T, binding: Binding): string {
    return jwt.sign({ data, tool: binding.tool, ad: binding.argsDigest }, this.opts.secret, {
      algorithm: 'HS256',
      issuer: this.opts.issuer,
      subject: binding.sub,
      expiresIn: '2h', // expect: require-state-binding
    });
  }

  verify<T>(token: string, expected: Binding): T {
    const claims = jwt.verify(token, this.opts.secret, {
      algorithms: ['HS256'],
      issuer: this.opts.issuer,
      subject: expected.sub,
    }) as jwt.JwtPayload & { data: T; tool: string; ad?: string };
    if (claims.tool !== expected.tool) throw new Error('state issued for another tool');
    if (expected.argsDigest !== undefined && claims.ad !== expected.argsDigest) {
      throw new Error('state issued for different arguments');
    }
    return claims.data;
  }
}
