// Bearer-auth middleware that verifies JWT access tokens against the issuer's JWKS.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';

const ISSUER = process.env.AUTH_ISSUER ?? 'https://auth.invoice-console.app/';
const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', ISSUER));

export const requireUser = requireBearerAuth({
  requiredScopes: ['invoices:write'],
  verifier: {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const { payload } = await jwtVerify(token, jwks, { issuer: ISSUER, audience: 'invoice-console-mcp' });
      if (!payload.sub || !payload.exp) throw new Error('token without sub/exp');
      return {
        token,
        clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub },
      };
    },
  },
});
