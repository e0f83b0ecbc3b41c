import type { AuthInfo } from '@modelcontextprotocol/server';
import { createHash } from 'node:crypto';

const TOKEN_ENDPOINT = process.env.AUTH_USERINFO_URL ?? 'https://auth.example.com/oauth2/userinfo';

/** requireBearerAuth() verifier: resolves the access token through the IdP's userinfo endpoint. */
export const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const res = await fetch(TOKEN_ENDPOINT, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`userinfo: ${res.status}`);
    const info = (await res.json()) as { sub: string; email?: string; client_id?: string; exp?: number };
    return {
      token,
      clientId: info.client_id ?? 'tracker-bulk',
      scopes: ['tracker'],
      // userinfo carries no expiry; cache decisions for five minutes at most.
      expiresAt: info.exp ?? Math.floor(Date.now() / 1000) + 300,
      extra: { userId: info.sub, email: info.email },
    };
  },
};

type Ctx = { http?: { authInfo?: AuthInfo } };

export function userOf(ctx: Ctx): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || !userId) throw new Error('tracker-bulk requires an authenticated user');
  return userId;
}

/** Short, stable id for log lines, so user ids do not end up in the logs verbatim. */
export const logId = (userId: string): string => createHash('sha256').update(userId).digest('hex').slice(0, 12);
