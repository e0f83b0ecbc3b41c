// Access-token verifier for requireBearerAuth: warehouse staff JWTs signed by the company identity provider.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL(config.oidc.jwksUri));

export const verifier = {
  async verifyAccessToken(token: string) {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      algorithms: ['ES256', 'RS256'],
      requiredClaims: ['sub', 'exp'],
    });
    return {
      token,
      clientId: String(payload.azp ?? 'unknown'),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, warehouseIds: payload.warehouse_ids ?? [] },
    };
  },
};

export function operator(ctx) {
  const info = ctx.http?.authInfo;
  if (!info?.extra?.userId) return undefined;
  return { userId: String(info.extra.userId), warehouseIds: (info.extra.warehouseIds ?? []).map(String) };
}
