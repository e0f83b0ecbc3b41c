import { createRemoteJWKSet, jwtVerify } from 'jose';
import { oidc } from './config.js';

const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', oidc.issuer));

/** Verifier for requireBearerAuth: the club's Auth0 tenant issues race-office tokens. */
export const verifier = {
  async verifyAccessToken(token) {
    const { payload } = await jwtVerify(token, jwks, { issuer: oidc.issuer, audience: oidc.audience });
    return {
      token,
      clientId: payload.azp,
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, name: payload['https://lakeshore-yc.org/name'] ?? payload.sub },
    };
  },
};

/** The signed-in race officer; tool handlers never take the user from their arguments. */
export function officerOf(ctx) {
  const extra = ctx.http?.authInfo?.extra;
  if (typeof extra?.userId !== 'string' || extra.userId === '') {
    throw new Error('race-office tools need a signed-in officer');
  }
  return { userId: extra.userId, name: String(extra.name) };
}
