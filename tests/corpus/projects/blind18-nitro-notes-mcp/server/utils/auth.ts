import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { useRuntimeConfig, useStorage } from 'nitropack/runtime';

const PAT_PREFIX = 'nk_pat_';

interface PersonalAccessToken {
  id: string;
  userId: string;
  scopes: string[];
  expiresAt: number;
  revokedAt?: number;
}

export interface VerifiedAuth {
  token: string;
  clientId: string;
  scopes: string[];
  expiresAt: number;
  extra: { userId: string };
}

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

/**
 * Token verifier for requireBearerAuth. Personal access tokens are looked up
 * by their SHA-256 digest (we never store or compare the raw token); anything
 * else must be a JWT from our identity provider.
 */
export async function verifyAccessToken(token: string): Promise<VerifiedAuth> {
  if (token.startsWith(PAT_PREFIX)) {
    const digest = createHash('sha256').update(token).digest('hex');
    const pat = await useStorage<PersonalAccessToken>('notes').getItem(`pat:${digest}`);
    if (!pat || pat.revokedAt || pat.expiresAt * 1000 <= Date.now()) throw new Error('invalid_token');
    return { token, clientId: `pat:${pat.id}`, scopes: pat.scopes, expiresAt: pat.expiresAt, extra: { userId: pat.userId } };
  }

  const issuer = useRuntimeConfig().authIssuer as string;
  jwks ??= createRemoteJWKSet(new URL('/.well-known/jwks.json', issuer));
  const { payload } = await jwtVerify(token, jwks, { issuer, audience: 'notes-mcp', clockTolerance: 5 });
  if (!payload.sub || typeof payload.exp !== 'number') throw new Error('invalid_token');
  return {
    token,
    clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
    scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
    expiresAt: payload.exp,
    extra: { userId: payload.sub },
  };
}
