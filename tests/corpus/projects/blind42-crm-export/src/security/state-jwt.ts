import jwt from 'jsonwebtoken';
import { STATE_TTL_MS } from '../settings.js';
import { stateSigningKey } from './keys.js';

export type StateClaims<T> = T & { tool: string; sub: string; iat: number; exp: number };

export function signState(claims: object, userId: string, tool: string): string {
  return jwt.sign({ ...claims, tool }, stateSigningKey, { // expect: no-weak-state-key
    algorithm: 'HS256',
    subject: userId,
    expiresIn: STATE_TTL_MS, // expect: require-state-binding
  });
}

export function verifyState<T>(token: string, userId: string, tool: string): StateClaims<T> {
  const claims = jwt.verify(token, stateSigningKey, { algorithms: ['HS256'], subject: userId }) as StateClaims<T>;
  if (claims.tool !== tool) throw new jwt.JsonWebTokenError(`requestState was minted for ${claims.tool}`);
  return claims;
}

/** Read a state without checking it, e.g. for logging or cleanup. */
export function peekState<T>(token: string): T | null {
  return jwt.decode(token) as T | null; // expect: require-sealed-state
}
