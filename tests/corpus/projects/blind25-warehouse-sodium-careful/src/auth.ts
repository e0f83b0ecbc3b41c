import type { OAuthTokenVerifier } from '@modelcontextprotocol/sdk/server/auth/provider.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { InvalidTokenError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { AppConfig } from './config.js';

interface IntrospectionResponse {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
  token_type?: string;
}

/** RFC 7662 introspection against the company IdP. */
export function introspectionVerifier({ introspection }: AppConfig): OAuthTokenVerifier {
  const basic = Buffer.from(`${introspection.clientId}:${introspection.clientSecret}`).toString('base64');

  return {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const res = await fetch(introspection.url, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
      });
      if (!res.ok) throw new InvalidTokenError('introspection unavailable');
      const info = (await res.json()) as IntrospectionResponse;
      if (!info.active || !info.sub || !info.exp) throw new InvalidTokenError('inactive token');
      if (info.token_type && info.token_type !== 'Bearer' && info.token_type !== 'access_token') {
        throw new InvalidTokenError('not an access token');
      }
      return {
        token,
        clientId: info.client_id ?? 'unknown',
        scopes: (info.scope ?? '').split(' ').filter(Boolean),
        expiresAt: info.exp,
        extra: { userId: info.sub },
      };
    },
  };
}
