// OIDC bearer-token verification for MCP requests, and the principal a tool handler acts for.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { env } from './env.js';

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', env.OIDC_ISSUER));

const Claims = z.object({
  sub: z.string().min(1),
  exp: z.number().int(),
  azp: z.string().default('unknown-client'),
  scope: z.string().default(''),
  preferred_username: z.string().optional(),
  github_login: z.string().min(1),
});

export const authenticate = requireBearerAuth({
  requiredScopes: ['releases'],
  verifier: {
    async verifyAccessToken(token: string) {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: env.OIDC_ISSUER,
        audience: env.OIDC_AUDIENCE,
        algorithms: ['RS256', 'ES256'],
      });
      const claims = Claims.parse(payload);
      return {
        token,
        clientId: claims.azp,
        scopes: claims.scope.split(' ').filter(Boolean),
        expiresAt: claims.exp,
        extra: { userId: claims.sub, githubLogin: claims.github_login },
      };
    },
  },
});

export interface Principal {
  userId: string;
  githubLogin: string;
  scopes: string[];
}

export function principalOf(ctx): Principal {
  const info = ctx.http?.authInfo;
  const userId = info?.extra?.userId;
  const githubLogin = info?.extra?.githubLogin;
  if (typeof userId !== 'string' || typeof githubLogin !== 'string') {
    throw new Error('Release Train tools require an authenticated user.');
  }
  return { userId, githubLogin, scopes: info.scopes ?? [] };
}
