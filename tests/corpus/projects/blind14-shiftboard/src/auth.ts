import type { AuthInfo } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';

/** OAuth access-token verifier for requireBearerAuth (tokens from our IdP, RS256). */
export const accessTokenVerifier = (issuer: string, audience = 'shiftboard') => {
  const jwks = createRemoteJWKSet(new URL(`${issuer.replace(/\/$/, '')}/.well-known/jwks.json`));
  return {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience, algorithms: ['RS256'] });
      if (!payload.sub || !payload.exp) throw new Error('token without subject or expiry');
      return {
        token,
        clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub },
      };
    },
  };
};
