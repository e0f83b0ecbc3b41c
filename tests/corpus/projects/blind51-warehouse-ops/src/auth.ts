import { requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';

const ISSUER = process.env.WMS_OIDC_ISSUER;

export const bearerAuth = requireBearerAuth({
  requiredScopes: ['wms:ops'],
  verifier: {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const res = await fetch(`${ISSUER}/userinfo`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error('token rejected by issuer');
      const claims = (await res.json()) as { sub: string; scope?: string; exp: number; azp?: string };
      return {
        token,
        clientId: claims.azp ?? 'unknown',
        scopes: (claims.scope ?? '').split(' ').filter(Boolean),
        expiresAt: claims.exp,
        extra: { userId: claims.sub },
      };
    },
  },
});

export function userIdOf(ctx: { http?: { authInfo?: AuthInfo } } | undefined): string {
  const userId = ctx?.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || !userId) throw new Error('request has no authenticated user');
  return userId;
}
