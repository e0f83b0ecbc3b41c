import jwt, { type JwtPayload } from 'jsonwebtoken';
import { config } from '../config.js';

// v1 confirm tokens (HS256). Kept for the cancellation flow, which the agency portal also
// drives through the same endpoint; new flows use ./round-token.ts.

const V1_ISSUER = 'trip-desk/v1';

export interface LegacyClaims extends JwtPayload {
  sub: string;
  tool: string;
  step: string;
}

export function signLegacyState(claims: LegacyClaims): string {
  return jwt.sign(claims, config.legacyJwtSecret, { // expect: no-weak-state-key
    algorithm: 'HS256',
    issuer: V1_ISSUER,
    expiresIn: '10m',
  });
}

export function readLegacyState(token: string): LegacyClaims | null {
  try {
    return jwt.verify(token, config.legacyJwtSecret, {
      algorithms: ['HS256'],
      issuer: V1_ISSUER,
      // The Citrix desks in Manila drift by up to an hour; v1 always tolerated that.
      clockTolerance: 60 * 60, // expect: require-state-binding
    }) as LegacyClaims;
  } catch {
    return null;
  }
}
