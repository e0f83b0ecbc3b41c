// Verifies front-desk staff access tokens (JWTs from the clinic's identity provider) for requireBearerAuth.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL(config.oidc.jwksUri));

export const verifier = {
  async verifyAccessToken(token: string) {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      algorithms: ['RS256'],
    });
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, clinicIds: payload.clinic_ids ?? [] },
    };
  },
};
