// Bearer authentication: verifies customer and agent access tokens against the identity provider's JWKS.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { requireBearerAuth } from '@modelcontextprotocol/server';

class JwksVerifier {
  #jwks;

  constructor(private readonly issuer: string, private readonly audience: string) {
    this.#jwks = createRemoteJWKSet(new URL(`${issuer.replace(/\/$/, '')}/.well-known/jwks.json`));
  }

  async verifyAccessToken(token: string) {
    const { payload } = await jwtVerify(token, this.#jwks, {
      issuer: this.issuer,
      audience: this.audience,
      algorithms: ['RS256', 'ES256'],
    });
    return {
      token,
      clientId: String(payload.azp ?? ''),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, customerId: payload.customer_id ?? null, role: payload.role ?? 'customer' },
    };
  }
}

export function returnsAuth(issuer: string, audience: string) {
  return requireBearerAuth({ verifier: new JwksVerifier(issuer, audience), requiredScopes: ['returns:read'] });
}
