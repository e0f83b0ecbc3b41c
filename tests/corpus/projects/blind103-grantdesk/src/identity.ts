// Verifies SSO access tokens (JWKS) and turns them into the MCP SDK AuthInfo shape.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { settings } from './settings.js';

const jwks = createRemoteJWKSet(new URL(settings.oidc.jwksUrl), { cooldownDuration: 60_000 });

export async function authenticate(header: string | undefined) {
  const m = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header ?? '');
  if (!m) return null;
  try {
    const { payload } = await jwtVerify(m[1], jwks, {
      issuer: settings.oidc.issuer,
      audience: settings.oidc.audience,
      algorithms: ['RS256', 'ES256'],
    });
    return {
      token: m[1],
      clientId: String(payload.azp ?? 'unknown'),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: {
        userId: payload.sub,
        orcid: payload.orcid ?? null,
        roles: payload.realm_access?.roles ?? [],
      },
    };
  } catch {
    return null;
  }
}

export function currentUser(extra) {
  const id = extra?.authInfo?.extra?.userId;
  if (!id) throw new Error('not signed in');
  return { id, orcid: extra.authInfo.extra.orcid, roles: extra.authInfo.extra.roles };
}
