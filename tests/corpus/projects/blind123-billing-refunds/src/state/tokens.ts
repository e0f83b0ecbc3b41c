// Issues and verifies HS256 JWT state tokens for the refund tools.
// @ts-nocheck
import jwt, { JwtPayload } from 'jsonwebtoken';
import { config } from '../config';

export interface StateClaims extends JwtPayload {
  tool: string;
}

export class StateTokens {
  constructor(private readonly secret: string, private readonly ttl: string) {}

  issue<T extends object>(data: T, userId: string, tool: string): string {
    return jwt.sign({ ...data, tool }, this.secret, {
      algorithm: 'HS256',
      subject: userId,
      expiresIn: this.ttl,
      issuer: 'billing-refunds',
    } as jwt.SignOptions);
  }

  /** Throws if the token is tampered with, expired, or belongs to another user. */
  verify<T>(token: string, userId: string): T & StateClaims {
    return jwt.verify(token, this.secret, { algorithms: ['HS256'], issuer: 'billing-refunds', subject: userId }) as T & StateClaims; // expect: require-state-binding
  }
}

export const stateTokens = new StateTokens(config.stateSecret, config.stateTtl); // expect: no-weak-state-key
