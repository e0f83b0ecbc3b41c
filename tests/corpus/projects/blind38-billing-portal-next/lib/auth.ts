import 'server-only';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { env } from '@/lib/env';

const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', env.authIssuer));

async function verifyAccessToken(token: string): Promise<AuthInfo> {
  const { payload } = await jwtVerify(token, jwks, {
    issuer: env.authIssuer,
    audience: env.authAudience,
  });
  if (typeof payload.sub !== 'string') {
    throw new Error('access token has no subject');
  }
  return {
    token,
    clientId: String(payload.azp ?? payload.client_id ?? 'unknown-client'),
    scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
    expiresAt: payload.exp,
    extra: {
      userId: payload.sub,
      email: payload.email,
      orgId: payload.org_id,
    },
  };
}

/** Resolves to the caller's AuthInfo, or to a 401/403 Response to hand straight back. */
export const authenticate = requireBearerAuth({
  verifier: { verifyAccessToken },
  requiredScopes: ['billing:mcp'],
});
