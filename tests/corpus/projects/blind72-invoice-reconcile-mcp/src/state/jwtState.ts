// requestState for the reconciliation tools, carried as a compact HS256 JWT.
// @ts-nocheck
import jwt from 'jsonwebtoken';
import { settings } from '../settings.js';

export interface StateClaims extends jwt.JwtPayload {
  tool: string;
}

export function signState(payload: Record<string, unknown>, userId: string, tool: string): string {
  return jwt.sign({ ...payload, tool }, settings.stateSecret, { algorithm: 'HS256', subject: userId, expiresIn: '1h' }); // expect: require-state-binding, no-weak-state-key
}

export function readState<T extends StateClaims>(token: string, userId: string, tool: string): T | null {
  try {
    const claims = jwt.verify(token, settings.stateSecret, { algorithms: ['HS256'], subject: userId }) as T;
    return claims.tool === tool ? claims : null;
  } catch {
    return null;
  }
}
