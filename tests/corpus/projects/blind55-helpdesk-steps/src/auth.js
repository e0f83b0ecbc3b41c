import { createHmac } from 'node:crypto';
import { OAuthError, OAuthErrorCode } from '@modelcontextprotocol/server';

const introspectionUrl = process.env.HELPDESK_INTROSPECTION_URL ?? 'https://sso.example.com/oauth2/introspect';

export const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(introspectionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    });
    const info = res.ok ? await res.json() : { active: false };
    if (!info.active) throw new OAuthError(OAuthErrorCode.InvalidToken, 'token not active');
    return {
      token,
      clientId: info.client_id,
      scopes: (info.scope ?? '').split(' '),
      expiresAt: info.exp,
      extra: { userId: info.sub, agentName: info.name },
    };
  },
};

export function callerOf(ctx) {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (!userId) throw new Error('no authenticated agent on this request');
  return userId;
}

// The helpdesk SaaS signs webhook bodies with a shared secret (hex HMAC-SHA256).
export function signWebhookBody(rawBody) {
  return createHmac('sha256', process.env.HELPDESK_WEBHOOK_SECRET).update(rawBody).digest('hex');
}
