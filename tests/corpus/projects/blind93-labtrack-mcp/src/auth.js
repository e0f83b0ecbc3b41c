// Verifies lab staff access tokens and exposes the caller's identity to tool handlers.
import { createRemoteJWKSet, jwtVerify } from 'jose';

export function makeVerifier(oidc) {
  const jwks = createRemoteJWKSet(new URL(oidc.jwksUrl));
  return {
    async verifyAccessToken(token) {
      const { payload } = await jwtVerify(token, jwks, { issuer: oidc.issuer, audience: oidc.audience });
      return {
        token,
        clientId: String(payload.azp ?? 'unknown'),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub, labId: payload.lab_id },
      };
    },
  };
}

export function callerOf(ctx, scope) {
  const info = ctx.http?.authInfo;
  const userId = info?.extra?.userId;
  if (!userId) throw new Error('Not signed in.');
  if (scope && !info.scopes.includes(scope)) throw new Error(`Missing permission ${scope}.`);
  return { userId, labId: info.extra.labId };
}
