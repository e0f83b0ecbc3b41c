import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface VerifiedToken {
  token: string;
  clientId: string;
  scopes: string[];
  expiresAt: number;
  extra: { userId: string };
}

/** Access-token verifier for requireBearerAuth; puts the OIDC subject in authInfo.extra.userId. */
export class OidcVerifier {
  readonly #jwks: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    private readonly issuer: string,
    private readonly audience: string,
  ) {
    this.#jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', issuer));
  }

  async verifyAccessToken(token: string): Promise<VerifiedToken> {
    const { payload } = await jwtVerify(token, this.#jwks, {
      issuer: this.issuer,
      audience: this.audience,
      algorithms: ['RS256', 'ES256'],
      clockTolerance: 30,
    });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') {
      throw new Error('access token lacks sub or exp');
    }
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub },
    };
  }
}
