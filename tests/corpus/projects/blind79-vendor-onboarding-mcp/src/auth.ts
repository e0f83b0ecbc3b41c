// Bearer token verification against the company identity provider, plus caller extraction for tools.
// @ts-nocheck

import type { IdpConfig } from './config.js';

interface IntrospectionResponse {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
  email?: string;
  cost_center?: string;
}

export function introspectingVerifier(idp: IdpConfig) {
  const basic = Buffer.from(`${encodeURIComponent(idp.clientId)}:${encodeURIComponent(idp.clientSecret)}`).toString('base64');

  return {
    async verifyAccessToken(token: string) {
      const res = await fetch(idp.introspectionUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          authorization: `Basic ${basic}`,
        },
        body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok) {
        throw new Error(`introspection failed with HTTP ${res.status}`);
      }
      const data = (await res.json()) as IntrospectionResponse;
      if (!data.active || !data.sub) {
        throw new Error('token is not active');
      }
      return {
        token,
        clientId: data.client_id ?? 'unknown',
        scopes: (data.scope ?? '').split(' ').filter(Boolean),
        expiresAt: data.exp,
        extra: { userId: data.sub, email: data.email, costCenter: data.cost_center },
      };
    },
  };
}

export interface Caller {
  userId: string;
  email?: string;
  costCenter?: string;
  token: string;
}

export function callerFrom(ctx): Caller | undefined {
  const info = ctx.http?.authInfo;
  const userId = info?.extra?.userId;
  if (!info || typeof userId !== 'string') return undefined;
  return {
    userId,
    email: info.extra?.email,
    costCenter: info.extra?.costCenter,
    token: info.token,
  };
}
