// Verifies university IdP access tokens (JWTs) for the MCP endpoint and maps them to AuthInfo.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL(config.idp.jwksUrl), { cooldownDuration: 60_000 });

const verifier = {
  async verifyAccessToken(token) {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: config.idp.issuer,
      audience: config.idp.audience,
      algorithms: ['RS256', 'ES256'],
    });
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, department: payload.dept ?? null },
    };
  },
};

export const authenticate = requireBearerAuth({ verifier, requiredScopes: ['grants'] });

export function userIdOf(ctx) {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (!userId) throw new Error('grant tools need an authenticated user');
  return userId;
}
