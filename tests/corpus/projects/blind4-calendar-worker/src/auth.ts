import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { RuntimeConfig } from './env';

// Verifies the user's bearer token (an ID-provider access token, RS256).

export interface Principal {
  sub: string;
  email: string;
  tokenExpiresAt: number;
  scopes: string[];
}

const jwksByUrl = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function jwksFor(url: URL) {
  let jwks = jwksByUrl.get(url.href);
  if (!jwks) {
    jwks = createRemoteJWKSet(url, { cooldownDuration: 60_000 });
    jwksByUrl.set(url.href, jwks);
  }
  return jwks;
}

export class Unauthorized extends Error {}

export async function authenticate(request: Request, config: RuntimeConfig): Promise<Principal> {
  const header = request.headers.get('Authorization') ?? '';
  if (!header.startsWith('Bearer ')) throw new Unauthorized('missing bearer token');
  const token = header.slice('Bearer '.length).trim();

  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, jwksFor(config.idp.jwksUrl), {
      issuer: config.idp.issuer,
      audience: config.idp.audience,
      algorithms: ['RS256', 'ES256'],
      clockTolerance: 30,
      requiredClaims: ['exp', 'sub'],
    }));
  } catch (err) {
    throw new Unauthorized(err instanceof Error ? err.message : 'invalid token');
  }

  const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
  if (!scopes.includes('calendar')) throw new Unauthorized('token lacks the calendar scope');
  return {
    sub: String(payload.sub),
    email: String(payload.email ?? ''),
    tokenExpiresAt: Number(payload.exp),
    scopes,
  };
}
