// Verifies staff access tokens (RS256 JWTs from the clinic's identity provider) for the HTTP transport.
// @ts-nocheck
import jwt from 'jsonwebtoken';
import { config } from './config.js';

export function authInfoFrom(header: string | undefined) {
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header ?? '');
  if (!match) return null;
  try {
    const claims = jwt.verify(match[1], config.authPublicKey, {
      algorithms: ['RS256'],
      issuer: config.authIssuer,
      audience: config.authAudience,
      clockTolerance: 30,
      maxAge: '12h',
    });
    if (!String(claims.scope ?? '').split(' ').includes('scheduling')) return null;
    return {
      token: match[1],
      clientId: claims.azp ?? 'unknown',
      scopes: String(claims.scope).split(' '),
      expiresAt: claims.exp,
      extra: { userId: claims.sub, clinicId: claims.clinic_id },
    };
  } catch {
    return null;
  }
}

export function staffOf(extra): { userId: string; clinicId: string } {
  const info = extra?.authInfo?.extra;
  if (!info?.userId || !info?.clinicId) throw new Error('authenticated clinic staff required');
  return { userId: info.userId, clinicId: info.clinicId };
}
