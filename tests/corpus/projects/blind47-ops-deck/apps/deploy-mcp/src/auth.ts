import type { OAuthTokenVerifier } from '@modelcontextprotocol/sdk/server/auth/provider.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { createRemoteJWKSet, jwtVerify } from 'jose';

const issuer = process.env.OPS_IDP_ISSUER ?? 'https://login.acme.internal/';
const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', issuer));

/** Access tokens come from the company IdP; the user id rides in authInfo.extra. */
export const verifier: OAuthTokenVerifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const { payload } = await jwtVerify(token, jwks, { issuer, audience: 'ops-deck' });
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? 'unknown-client'),
      scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
      expiresAt: payload.exp,
      extra: { userId: payload.sub, groups: payload.groups ?? [] },
    };
  },
};

export function callerOf(extra: { authInfo?: AuthInfo }): string {
  const userId = extra.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('ops-deck tools need an authenticated user');
  }
  return userId;
}
