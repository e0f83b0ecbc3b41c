import type { AuthInfo, OAuthTokenVerifier, ServerContext } from '@modelcontextprotocol/server';

declare const userBrand: unique symbol;
export type UserId = string & { readonly [userBrand]: true };

type Claims = { readonly sub?: unknown; readonly exp?: unknown; readonly scope?: unknown; readonly client_id?: unknown };

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** The signed-in user of this HTTP request, as our verifier recorded it. */
export function principalOf(ctx: ServerContext): UserId {
  const userId = ctx.http?.authInfo?.extra?.['userId'];
  if (!isString(userId)) throw new Error('grant-broker needs an authenticated user (bearer token with a subject)');
  return userId as UserId;
}

/** Token introspection against the company IdP (RFC 7662). */
export function introspectionVerifier(endpoint: URL, clientAuth: string): OAuthTokenVerifier {
  return {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: `Basic ${clientAuth}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
      });
      if (!res.ok) throw new Error(`introspection: ${res.status}`);
      const claims = (await res.json()) as Claims & { active?: boolean };
      if (claims.active !== true || !isString(claims.sub) || typeof claims.exp !== 'number') {
        throw new Error('inactive or anonymous token');
      }
      return {
        token,
        clientId: isString(claims.client_id) ? claims.client_id : 'unknown',
        scopes: isString(claims.scope) ? claims.scope.split(' ') : [],
        expiresAt: claims.exp,
        extra: { userId: claims.sub },
      };
    },
  };
}
