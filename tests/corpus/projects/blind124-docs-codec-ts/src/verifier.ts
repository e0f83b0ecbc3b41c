// Checks access tokens against the OIDC userinfo endpoint and maps them to auth info.
// @ts-nocheck
import type { AuthInfo } from '@modelcontextprotocol/server';

const USERINFO = process.env.OIDC_USERINFO_URL ?? 'https://accounts.example.com/userinfo';

/** Opaque tokens from the corporate IdP; userinfo gives us the subject and expiry. */
export async function verifyAccessToken(token: string): Promise<AuthInfo> {
  const res = await fetch(USERINFO, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error('invalid token');
  const info = (await res.json()) as { sub: string; azp: string; scope?: string; exp: number };
  return {
    token,
    clientId: info.azp,
    scopes: (info.scope ?? 'docs').split(' '),
    expiresAt: info.exp,
    extra: { userId: info.sub },
  };
}
