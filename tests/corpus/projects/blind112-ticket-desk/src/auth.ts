// Verifies access tokens through OAuth introspection and returns the caller's auth info.
// @ts-nocheck
import type { AuthInfo } from '@modelcontextprotocol/server';

const INTROSPECT_URL = process.env.OAUTH_INTROSPECT_URL ?? 'https://sso.example.com/oauth/introspect';

export async function verifyAccessToken(token: string): Promise<AuthInfo> {
  const res = await fetch(INTROSPECT_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  const body = (await res.json()) as { active: boolean; client_id: string; scope?: string; sub: string; exp: number };
  if (!body.active) throw new Error('inactive token');
  return {
    token,
    clientId: body.client_id,
    scopes: (body.scope ?? '').split(' ').filter(Boolean),
    expiresAt: body.exp,
    extra: { userId: body.sub },
  };
}
