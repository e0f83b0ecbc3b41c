// Signs and verifies request state as HS256 JWTs with user subject and tool audience.
// @ts-nocheck
import jwt, { type JwtPayload } from 'jsonwebtoken';
import { stateIssuer, stateSecret } from './config';

export class StateRejected extends Error {}

export function signState(claims: Record<string, unknown>, userId: string, tool: string): string {
  return jwt.sign(claims, stateSecret, { // expect: no-weak-state-key
    algorithm: 'HS256',
    subject: userId,
    audience: tool,
    issuer: stateIssuer,
    expiresIn: '10m',
  });
}

export function verifyState<T extends object>(token: string, userId: string, tool: string): T & JwtPayload {
  try {
    return jwt.verify(token, stateSecret, {
      algorithms: ['HS256'],
      subject: userId,
      audience: tool,
      issuer: stateIssuer,
    }) as T & JwtPayload;
  } catch (err) {
    throw new StateRejected((err as Error).message);
  }
}
