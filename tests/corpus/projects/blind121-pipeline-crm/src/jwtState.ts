// Signs and verifies HS256 state JWTs bound to the user and tool.
// @ts-nocheck
import jwt, { type JwtPayload, type SignOptions } from 'jsonwebtoken';
import { config } from './config';

export interface Binding {
  userId: string;
  tool: string;
}

export function signState(claims: object, { userId, tool }: Binding, expiresIn: SignOptions['expiresIn'] = '10m'): string {
  return jwt.sign(claims, config.state.secret, {
    algorithm: 'HS256',
    keyid: config.state.kid,
    issuer: config.state.issuer,
    subject: userId,
    audience: tool,
    expiresIn,
  });
}

export function verifyState<T extends object>(token: string, { userId, tool }: Binding): (T & JwtPayload) | null {
  try {
    return jwt.verify(token, config.state.secret, {
      algorithms: ['HS256'],
      issuer: config.state.issuer,
      subject: userId,
      audience: tool,
      clockTolerance: 30,
    }) as T & JwtPayload;
  } catch {
    return null;
  }
}
