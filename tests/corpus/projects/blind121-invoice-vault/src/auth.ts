// Bearer-auth middleware using OAuth introspection plus a helper that returns the authenticated user id.
// @ts-nocheck
import { requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';

const INTROSPECT_URL = process.env.OAUTH_INTROSPECT_URL ?? 'https://auth.example.com/oauth2/introspect';

async function introspect(token: string): Promise<AuthInfo> {
  const res = await fetch(INTROSPECT_URL, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${process.env.OAUTH_CLIENT_ID}:${process.env.OAUTH_CLIENT_SECRET}`).toString('base64')}`,
    },
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

export const authenticate = requireBearerAuth({ verifier: { verifyAccessToken: introspect }, requiredScopes: ['invoices'] });

// Handlers only run behind authenticate(), so a missing user is a wiring bug.
export function userOf(ctx: { http?: { authInfo?: AuthInfo } }): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || !userId) throw new Error('no authenticated user');
  return userId;
}
