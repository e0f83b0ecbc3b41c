// Validates bearer tokens via the SSO introspection endpoint and returns auth info.
// @ts-nocheck
import type { AuthInfo } from '@modelcontextprotocol/server';

const ISSUER = process.env.OIDC_INTROSPECTION_URL ?? 'https://sso.internal/oauth2/introspect';

export async function verifyAccessToken(token: string): Promise<AuthInfo> {
  const res = await fetch(ISSUER, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  const body = (await res.json()) as { active: boolean; sub: string; client_id: string; scope: string; exp: number };
  if (!body.active) throw new Error('inactive token');
  return {
    token,
    clientId: body.client_id,
    scopes: body.scope.split(' '),
    expiresAt: body.exp,
    extra: { userId: body.sub },
  };
}
