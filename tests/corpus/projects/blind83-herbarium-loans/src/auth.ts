// OAuth token introspection (RFC 7662) for curator access tokens, wired into the SDK's bearer middleware.
// @ts-nocheck
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { env } from './env.js';

const basic = Buffer.from(`${encodeURIComponent(env.introspection.clientId)}:${encodeURIComponent(env.introspection.clientSecret)}`).toString('base64');

const verifier = {
  async verifyAccessToken(token: string) {
    const res = await fetch(env.introspection.url, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    if (!res.ok) throw new Error(`introspection failed: ${res.status}`);
    const info = await res.json();
    if (!info.active || !info.sub || !info.exp) throw new Error('inactive token');
    return {
      token,
      clientId: info.client_id,
      scopes: String(info.scope ?? '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      extra: { userId: info.sub, institution: info.institution_code ?? null },
    };
  },
};

export const authenticate = requireBearerAuth({ verifier, requiredScopes: ['herbarium'] });

export function curatorOf(ctx) {
  const auth = ctx.http?.authInfo;
  const userId = auth?.extra?.userId;
  if (!userId) throw new Error('a signed-in curator is required');
  return { userId, scopes: auth.scopes ?? [], institution: auth.extra.institution };
}
