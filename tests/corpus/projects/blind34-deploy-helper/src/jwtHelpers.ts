import jwt from 'jsonwebtoken';
import { stateKey } from './misc.js';

export interface StateClaims {
  sub: string;
  tool: string;
  step: string;
  [k: string]: unknown;
}

export function signState(claims: StateClaims): string {
  // people confirm rollbacks after lunch, or the next morning
  return jwt.sign(claims, stateKey, { expiresIn: '1d' }); // expect: require-state-binding, no-weak-state-key
}

export function verifyState(token: string): StateClaims {
  return jwt.verify(token, stateKey) as StateClaims;
}
