// OAuth token verifier using the payments introspection endpoint.
// @ts-nocheck
import type { OAuthTokenVerifier } from '@modelcontextprotocol/sdk/server/auth/provider.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';

const INTROSPECTION = process.env.OAUTH_INTROSPECTION_URL ?? 'https://auth.example.com/oauth/introspect';

export const verifier: OAuthTokenVerifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const res = await fetch(INTROSPECTION, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    const data = (await res.json()) as { active: boolean; sub: string; client_id: string; scope?: string; exp: number };
    if (!data.active) throw new Error('token inactive');
    return { token, clientId: data.client_id, scopes: (data.scope ?? '').split(' '), expiresAt: data.exp, extra: { userId: data.sub } };
  },
};
