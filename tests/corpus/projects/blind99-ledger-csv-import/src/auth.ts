// Verifies OAuth access tokens presented to the MCP endpoint and maps them onto the SDK's AuthInfo shape.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL(config.jwksUrl), { cooldownDuration: 60_000 });

export async function verifyAccessToken(token: string) {
  const { payload } = await jwtVerify(token, jwks, { issuer: config.issuer, audience: config.audience });
  const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [];
  return {
    token,
    clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
    scopes,
    expiresAt: payload.exp,
    extra: { userId: payload.sub, tenantId: payload.tenant_id ?? null },
  };
}

export interface Caller {
  userId: string;
  tenantId: string | null;
  token: string;
}

export function currentUser(ctx): Caller | null {
  const info = ctx.http?.authInfo;
  if (!info?.extra?.userId) return null;
  return {
    userId: String(info.extra.userId),
    tenantId: info.extra.tenantId ? String(info.extra.tenantId) : null,
    token: info.token,
  };
}
