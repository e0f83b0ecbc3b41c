import { OAuthError, OAuthErrorCode } from '@modelcontextprotocol/server';
import type { AuthInfo, ServerContext } from '@modelcontextprotocol/server';
import { config } from './config.js';

interface IntrospectionResponse {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
  email?: string;
}

const basic = Buffer.from(`${config.introspectionClientId}:${config.introspectionClientSecret}`).toString('base64');

export const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const res = await fetch(new URL('/oauth2/introspect', config.issuer), {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    });
    if (!res.ok) {
      throw new OAuthError(OAuthErrorCode.ServerError, `introspection failed with ${res.status}`);
    }
    const body = (await res.json()) as IntrospectionResponse;
    if (!body.active || !body.sub) {
      throw new OAuthError(OAuthErrorCode.InvalidToken, 'token is not active');
    }
    return {
      token,
      clientId: body.client_id ?? 'unknown',
      scopes: body.scope ? body.scope.split(' ') : [],
      expiresAt: body.exp,
      extra: { userId: body.sub, email: body.email },
    };
  },
};

/** The approver behind this call. Everything in AP is attributed to a person, so no user means no call. */
export function callerId(ctx: ServerContext): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('ap-approvals requires an authenticated user');
  }
  return userId;
}
