import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import jwt, { type JwtPayload } from 'jsonwebtoken';
import { InvalidTokenError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { OAuthTokenVerifier } from '@modelcontextprotocol/sdk/server/auth/provider.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';

// Access tokens are RS256 JWTs from the engineering Keycloak realm. Its signing certificates are
// synced by the platform team into a ConfigMap as <kid>.pem.
const ISSUER = process.env.IDP_ISSUER ?? 'https://sso.corp.example/realms/engineering';
const AUDIENCE = 'https://release-train.corp.example/mcp';
const CERT_DIR = process.env.IDP_CERT_DIR ?? '/etc/release-train/idp-certs';

const realmCerts = new Map(
  readdirSync(CERT_DIR)
    .filter((file) => file.endsWith('.pem'))
    .map((file) => [file.slice(0, -'.pem'.length), readFileSync(join(CERT_DIR, file), 'utf8')] as const),
);

interface RealmClaims extends JwtPayload {
  azp: string;
  scope: string;
  preferred_username: string;
  groups?: string[];
}

export const verifier: OAuthTokenVerifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    // Only the header is looked at before verification: it names the realm key to verify with.
    const unverified = jwt.decode(token, { complete: true });
    const kid = unverified?.header.kid;
    const cert = kid ? realmCerts.get(kid) : undefined;
    if (!cert) throw new InvalidTokenError('token signed by an unknown key');

    let claims: RealmClaims;
    try {
      claims = jwt.verify(token, cert, { algorithms: ['RS256'], issuer: ISSUER, audience: AUDIENCE }) as RealmClaims;
    } catch (err) {
      throw new InvalidTokenError(err instanceof Error ? err.message : 'invalid token');
    }
    return {
      token,
      clientId: claims.azp,
      scopes: claims.scope.split(' '),
      expiresAt: claims.exp,
      extra: { userId: claims.sub, username: claims.preferred_username, groups: claims.groups ?? [] },
    };
  },
};

/** The authenticated user behind a tool call (SDK 1.x `extra`). */
export function userOf(extra: { authInfo?: AuthInfo }): string | undefined {
  const userId = extra.authInfo?.extra?.userId;
  return typeof userId === 'string' && userId.length > 0 ? userId : undefined;
}
