// Models a TypeScript signed session cookie codec for an MCP gateway: MAC checked with timingSafeEqual after a length check, expiry and user checked with plain comparisons.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SessionClaims {
  userId: string;
  tenant: string;
  issuedAt: number;
  expiresAt: number;
}

const SESSION_KEY = process.env.SESSION_KEY as string;
const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

const macOf = (payload: string): string => createHmac('sha256', SESSION_KEY).update(payload).digest('base64url');

export function encodeSession(userId: string, tenant: string, now = Date.now()): string {
  const claims: SessionClaims = { userId, tenant, issuedAt: now, expiresAt: now + SESSION_TTL_MS };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${macOf(payload)}`;
}

export function decodeSession(cookie: string | undefined, now = Date.now()): SessionClaims | null {
  if (cookie === undefined || cookie.split('.').length !== 2) {
    return null;
  }
  const [payload, mac] = cookie.split('.') as [string, string];
  const expected = macOf(payload);
  if (mac.length !== expected.length) {
    return null;
  }
  if (!timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) {
    return null;
  }
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SessionClaims;
  if (claims.expiresAt <= now || claims.issuedAt > now) {
    return null;
  }
  return claims;
}

export function sameUser(a: SessionClaims | null, b: SessionClaims | null): boolean {
  return a !== null && b !== null && a.userId === b.userId && a.tenant === b.tenant;
}

export function needsRefresh(claims: SessionClaims, now = Date.now()): boolean {
  return claims.expiresAt - now < SESSION_TTL_MS / 4;
}
