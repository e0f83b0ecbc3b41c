// Token verification: adjuster OIDC tokens, plus a static token for the nightly batch importer.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { settings } from '../settings.js';

const jwks = createRemoteJWKSet(new URL(settings.oidc.jwksUrl));

export const verifier = {
  async verifyAccessToken(token: string) {
    if (settings.batchToken && token === settings.batchToken) { // expect: no-timing-unsafe-compare
      return {
        token,
        clientId: 'claimdesk-batch',
        scopes: ['claims:read'],
        expiresAt: Math.floor(Date.now() / 1000) + 300,
        extra: { userId: 'svc:batch-import', role: 'service' },
      };
    }

    const { payload } = await jwtVerify(token, jwks, {
      issuer: settings.oidc.issuer,
      audience: settings.oidc.audience,
    });
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: {
        userId: payload.sub,
        role: payload['claimdesk/role'] ?? 'adjuster',
        authorityCents: Number(payload['claimdesk/authority_cents'] ?? 0),
      },
    };
  },
};

export interface Adjuster {
  id: string;
  role: string;
  authorityCents: number;
}

export function adjusterOf(ctx): Adjuster {
  const extra = ctx.http?.authInfo?.extra;
  if (!extra?.userId) throw new Error('Sign in as an adjuster to use Claimdesk tools.');
  return { id: extra.userId, role: extra.role, authorityCents: extra.authorityCents };
}
