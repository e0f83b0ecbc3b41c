import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Env } from './rpc';

const jwksByUrl = new Map<string, JWTVerifyGetKey>();

function jwksFor(url: string): JWTVerifyGetKey {
  let jwks = jwksByUrl.get(url);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(url), { cooldownDuration: 60_000 });
    jwksByUrl.set(url, jwks);
  }
  return jwks;
}

export interface Caller {
  userId: string;
  scopes: string[];
}

/** Verifies the OAuth access token on the request; null when there is none or it is invalid. */
export async function authenticate(request: Request, env: Env): Promise<Caller | null> {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match) return null;
  try {
    const { payload } = await jwtVerify(match[1], jwksFor(env.AUTH_JWKS_URL), {
      issuer: env.AUTH_ISSUER,
      audience: env.AUTH_AUDIENCE,
      algorithms: ['RS256', 'ES256'],
    });
    if (typeof payload.sub !== 'string' || payload.sub === '') return null;
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    if (!scopes.includes('notebooks')) return null;
    return { userId: payload.sub, scopes };
  } catch {
    return null;
  }
}
