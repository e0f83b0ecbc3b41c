// Verifies access tokens by introspection against the ops SSO server.
// @ts-nocheck
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';

const ISSUER = process.env.OPS_SSO_URL ?? 'https://sso.corp.example.com';

export const verifyAccessToken = async (token: string): Promise<AuthInfo> => {
  const res = await fetch(`${ISSUER}/oauth2/v1/introspect`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  const claims = (await res.json()) as { active: boolean; sub: string; client_id: string; scope: string; exp: number };
  if (!claims.active) throw new Error('token inactive');
  return {
    token,
    clientId: claims.client_id,
    scopes: claims.scope.split(' '),
    expiresAt: claims.exp,
    extra: { userId: claims.sub },
  };
};
