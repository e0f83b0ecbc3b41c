// Access-token verification for clinic staff (OIDC JWTs) and the bearer guard used in front of /mcp.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { requireBearerAuth } from '@modelcontextprotocol/server';

export interface StaffAuthSettings {
  issuer: string;
  audience: string;
}

export function staffTokenVerifier({ issuer, audience }: StaffAuthSettings) {
  const jwks = createRemoteJWKSet(new URL(`${issuer.replace(/\/$/, '')}/protocol/openid-connect/certs`));
  return {
    async verifyAccessToken(token: string) {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience, algorithms: ['RS256', 'ES256'] });
      if (typeof payload.sub !== 'string' || typeof payload.clinic_id !== 'string') {
        throw new Error('token lacks subject or clinic');
      }
      return {
        token,
        clientId: String(payload.azp ?? ''),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub, clinicId: payload.clinic_id, role: payload.clinic_role ?? 'reception' },
      };
    },
  };
}

export function staffGuard(settings: StaffAuthSettings) {
  return requireBearerAuth({ verifier: staffTokenVerifier(settings), requiredScopes: ['appointments'] });
}
