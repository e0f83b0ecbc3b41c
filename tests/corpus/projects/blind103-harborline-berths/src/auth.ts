// Bearer-token verification against the Harborline identity provider (RFC 7662 introspection).
// @ts-nocheck
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';

const basic = Buffer.from(`${config.identityClientId}:${config.identityClientSecret ?? ''}`).toString('base64');

export const verifier = {
  async verifyAccessToken(token: string) {
    const res = await fetch(`${config.identityUrl}/oauth/introspect`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    });
    if (!res.ok) throw new Error(`introspection failed with ${res.status}`);
    const info = await res.json();
    if (!info.active) throw new Error('token is not active');
    return {
      token,
      clientId: info.client_id,
      scopes: String(info.scope ?? '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      extra: { userId: info.sub, memberNo: info.member_no },
    };
  },
};

export const authenticate = requireBearerAuth({ verifier, requiredScopes: ['berths'] });

export function userOf(ctx) {
  return ctx.http?.authInfo?.extra?.userId;
}

export function requireUser(ctx) {
  const userId = userOf(ctx);
  if (!userId) throw new Error('This tool needs a signed-in member');
  return userId;
}
