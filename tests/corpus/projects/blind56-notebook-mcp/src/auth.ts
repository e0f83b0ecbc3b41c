import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { AuthInfo } from '@modelcontextprotocol/server';

export interface OidcSettings {
  issuer: string;
  audience: string;
}

/** Access tokens are JWTs from the lab's OIDC provider; the user id is their `sub`. */
export function createVerifier({ issuer, audience }: OidcSettings) {
  const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', issuer));
  return {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience, algorithms: ['RS256', 'ES256'] });
      if (!payload.sub || !payload.exp) throw new Error('token without sub or exp');
      return {
        token,
        clientId: String(payload.client_id ?? payload.azp ?? ''),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub },
      };
    },
  };
}

/** The authenticated user of a tool call. Throws rather than guess: every tool needs one. */
export function userIdOf(ctx: { http?: { authInfo?: AuthInfo } }): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('notebook-mcp serves authenticated users only; put bearer auth in front of /mcp');
  }
  return userId;
}
