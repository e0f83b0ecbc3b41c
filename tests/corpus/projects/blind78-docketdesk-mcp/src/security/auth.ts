// Access-token verification against the firm's OIDC provider, shaped for requireBearerAuth.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { settings } from '../settings.js';

const issuerBase = settings.issuer.endsWith('/') ? settings.issuer : `${settings.issuer}/`;
const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', issuerBase));

export const verifier = {
  async verifyAccessToken(token: string) {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: settings.issuer,
      audience: settings.audience,
      algorithms: ['RS256', 'ES256'],
    });
    if (!payload.sub) throw new Error('token has no subject');
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
      scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
      expiresAt: payload.exp,
      extra: { userId: payload.sub, barNumber: payload.bar_number ?? null },
    };
  },
};
