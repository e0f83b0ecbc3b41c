import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { OAuthTokenVerifier } from '@modelcontextprotocol/sdk/server/auth/provider.js';
import { InvalidTokenError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import { introspectionUrl } from './config.js';

interface Introspection {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
}

const clientAuth = Buffer.from(
  `${process.env.OIDC_CLIENT_ID}:${process.env.OIDC_CLIENT_SECRET}`,
).toString('base64');

export const verifier: OAuthTokenVerifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const response = await fetch(introspectionUrl, {
      method: 'POST',
      headers: { authorization: `Basic ${clientAuth}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    if (!response.ok) throw new InvalidTokenError('introspection failed');
    const info = (await response.json()) as Introspection;
    if (!info.active || !info.sub) throw new InvalidTokenError('inactive token');
    return {
      token,
      clientId: info.client_id ?? 'unknown',
      scopes: info.scope?.split(' ') ?? [],
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
  },
};

export function callerId(extra: { authInfo?: AuthInfo }): string {
  const userId = extra.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('ledger-export must run behind bearer auth');
  }
  return userId;
}
