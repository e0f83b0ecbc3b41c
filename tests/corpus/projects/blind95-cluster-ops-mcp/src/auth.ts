// Verifies operator access tokens from the company SSO and maps them to MCP auth info.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { settings } from './settings.js';

const jwks = createRemoteJWKSet(new URL(`${settings.issuer}/protocol/openid-connect/certs`));
const REQUIRED_SCOPE = 'cluster:operate';

export async function authenticate(header: string | undefined) {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match) return null;
  try {
    const { payload } = await jwtVerify(match[1], jwks, { issuer: settings.issuer, audience: settings.audience });
    const scopes = String(payload.scope ?? '').split(' ').filter(Boolean);
    if (!scopes.includes(REQUIRED_SCOPE)) return null;
    return {
      token: match[1],
      clientId: String(payload.azp ?? ''),
      scopes,
      expiresAt: payload.exp,
      extra: { userId: payload.sub, groups: payload.groups ?? [] },
    };
  } catch {
    return null;
  }
}
