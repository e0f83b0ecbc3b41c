// Verifies OIDC access tokens and maps claims to MCP auth info.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL(`${config.oidc.issuer.replace(/\/$/, '')}/protocol/openid-connect/certs`));

export async function verifyAccessToken(token: string) {
  const { payload } = await jwtVerify(token, jwks, { issuer: config.oidc.issuer, audience: config.oidc.audience });
  return {
    token,
    clientId: String(payload.azp ?? ''),
    scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
    expiresAt: payload.exp,
    extra: { userId: payload.sub, teams: Array.isArray(payload.groups) ? payload.groups.map((g) => String(g).replace(/^\/teams\//, '')) : [] },
  };
}
