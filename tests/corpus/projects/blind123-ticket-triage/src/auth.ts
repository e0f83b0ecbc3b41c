// Bearer-auth middleware using IdP introspection plus a helper that returns the current user id.
// @ts-nocheck
import { requireBearerAuth } from '@modelcontextprotocol/server';
import type { AuthInfo } from '@modelcontextprotocol/server';

const IDP_INTROSPECT_URL = process.env.IDP_INTROSPECT_URL ?? 'https://idp.internal.example/oauth2/introspect';

interface Introspection {
  active: boolean;
  sub: string;
  client_id: string;
  scope?: string;
  exp: number;
}

async function verifyAccessToken(token: string): Promise<AuthInfo> {
  const res = await fetch(IDP_INTROSPECT_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  if (!res.ok) throw new Error(`introspection failed: ${res.status}`);
  const info = (await res.json()) as Introspection;
  if (!info.active) throw new Error('token is not active');
  return {
    token,
    clientId: info.client_id,
    scopes: (info.scope ?? '').split(' ').filter(Boolean),
    expiresAt: info.exp,
    extra: { userId: info.sub },
  };
}

export const authenticate = requireBearerAuth({
  verifier: { verifyAccessToken },
  requiredScopes: ['tickets:write'],
});

// Anything carrying ctx.http works here; the tools only need the user id.
export function currentUserId(ctx: { http?: { authInfo?: AuthInfo } }): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('No authenticated user on this request');
  }
  return userId;
}
