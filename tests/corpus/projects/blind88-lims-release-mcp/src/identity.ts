// Verifies OIDC access tokens from the lab identity provider and maps them to MCP AuthInfo.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL(`${config.oidc.issuer}/protocol/openid-connect/certs`));

export async function authenticate(header?: string) {
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header ?? '');
  if (!match) return null;
  try {
    const { payload } = await jwtVerify(match[1], jwks, {
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      algorithms: ['RS256', 'ES256'],
    });
    return {
      token: match[1],
      clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: {
        userId: payload.sub,
        username: payload.preferred_username,
        site: payload.site ?? 'main',
        roles: payload.realm_access?.roles ?? [],
      },
    };
  } catch {
    return null;
  }
}
