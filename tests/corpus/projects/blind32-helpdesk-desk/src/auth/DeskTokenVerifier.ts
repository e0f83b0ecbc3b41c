import type { OAuthTokenVerifier } from '@modelcontextprotocol/sdk/server/auth/provider.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { InvalidTokenError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { AppConfig } from '../config/AppConfig.js';

const AUTOMATION_SCOPES = ['tickets:read', 'tickets:write'];
const AUTOMATION_SESSION_SECONDS = 300;

interface DeskClaims extends JWTPayload {
  scope?: string;
  azp?: string;
  name?: string;
  email?: string;
}

/**
 * Accepts the desk's OIDC access tokens, plus the long-lived token of the automation runner.
 */
export class DeskTokenVerifier implements OAuthTokenVerifier {
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;

  constructor(private readonly config: AppConfig) {
    this.jwks = createRemoteJWKSet(config.jwksUrl);
  }

  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const automationToken = this.config.automationToken;
    if (automationToken !== undefined && token === automationToken) { // expect: no-timing-unsafe-compare
      return {
        token,
        clientId: 'desk-automation',
        scopes: AUTOMATION_SCOPES,
        expiresAt: Math.floor(Date.now() / 1000) + AUTOMATION_SESSION_SECONDS,
        extra: { userId: 'svc:automation', name: 'Desk automation' },
      };
    }

    let claims: DeskClaims;
    try {
      ({ payload: claims } = await jwtVerify<DeskClaims>(token, this.jwks, {
        issuer: this.config.oidcIssuer,
        audience: this.config.oidcAudience,
      }));
    } catch (error) {
      throw new InvalidTokenError(error instanceof Error ? error.message : 'Invalid token');
    }
    if (!claims.sub || !claims.exp) throw new InvalidTokenError('Token has no subject or expiry');

    return {
      token,
      clientId: claims.azp ?? 'unknown',
      scopes: (claims.scope ?? '').split(' ').filter(Boolean),
      expiresAt: claims.exp,
      extra: { userId: claims.sub, name: claims.name, email: claims.email },
    };
  }
}
