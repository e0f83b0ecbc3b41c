// Validates OIDC access tokens issued by the lab's identity provider and maps them to AuthInfo.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { env } from '../env.js';

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', env.oidcIssuer));

export async function authenticate(header: string | undefined) {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  if (!match) return null;
  try {
    const { payload } = await jwtVerify(match[1], jwks, {
      issuer: env.oidcIssuer,
      audience: env.oidcAudience,
      algorithms: ['RS256', 'ES256'],
    });
    return {
      token: match[1],
      clientId: String(payload.azp ?? payload.client_id ?? ''),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, labId: payload.lab_id, roles: payload.roles ?? [] },
    };
  } catch {
    return null;
  }
}

export function caller(ctx) {
  const extra = ctx.http?.authInfo?.extra;
  if (!extra?.userId || !extra?.labId) throw new Error('authenticated lab user required');
  return extra as { userId: string; labId: string; roles: string[] };
}
