import { requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { config } from './config.js';

interface Introspection {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
}

export const bearer = requireBearerAuth({
  requiredScopes: ['triage'],
  verifier: {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const res = await fetch(config.introspectionUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      const info = (await res.json()) as Introspection;
      if (!info.active || !info.sub || !info.exp) throw new Error('inactive token');
      return {
        token,
        clientId: info.client_id ?? 'unknown',
        scopes: info.scope?.split(' ') ?? [],
        expiresAt: info.exp,
        extra: { userId: info.sub },
      };
    },
  },
});

type HandlerCtx = { http?: { authInfo?: AuthInfo } };

export function currentUser(ctx: HandlerCtx): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('unauthenticated request reached a tool handler');
  }
  return userId;
}
