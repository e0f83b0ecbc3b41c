// Verifies warehouse staff access tokens (OIDC JWTs) and maps them to a principal with site permissions.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';
import { settings } from './settings.js';

const jwks = createRemoteJWKSet(new URL('/protocol/openid-connect/certs', settings.oidc.issuer));

const StaffClaims = t.type({
  sub: t.string,
  exp: t.number,
  azp: t.string,
  scope: t.string,
  sites: t.array(t.string),
});

export interface Principal {
  userId: string;
  sites: string[];
  scopes: string[];
}

export interface StaffAuthInfo {
  token: string;
  clientId: string;
  scopes: string[];
  expiresAt: number;
  extra: { userId: string; sites: string[] };
}

export async function verifyBearer(header: string | undefined): Promise<StaffAuthInfo | null> {
  const match = /^Bearer ([A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]+)$/.exec(header ?? '');
  if (!match) return null;
  try {
    const { payload } = await jwtVerify(match[1], jwks, {
      issuer: settings.oidc.issuer,
      audience: settings.oidc.audience,
      algorithms: ['RS256'],
    });
    const claims = StaffClaims.decode(payload);
    if (isLeft(claims)) return null;
    const c = claims.right;
    return {
      token: match[1],
      clientId: c.azp,
      scopes: c.scope.split(' ').filter(Boolean),
      expiresAt: c.exp,
      extra: { userId: c.sub, sites: c.sites },
    };
  } catch {
    return null;
  }
}

export function principalFrom(authInfo: StaffAuthInfo | undefined): Principal {
  if (!authInfo?.extra?.userId) throw new Error('unauthenticated');
  return { userId: authInfo.extra.userId, sites: authInfo.extra.sites ?? [], scopes: authInfo.scopes };
}

export function assertSite(principal: Principal, siteId: string): void {
  if (!principal.sites.includes(siteId)) {
    throw new Error(`You do not have access to site ${siteId}.`);
  }
}
