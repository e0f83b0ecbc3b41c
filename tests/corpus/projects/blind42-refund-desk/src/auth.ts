import type { AuthInfo } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { env } from './config/env.js';

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', env.oidcIssuer));

/** Verifier for requireBearerAuth: the agent's SSO access token. */
export async function verifyAccessToken(token: string): Promise<AuthInfo> {
  const { payload } = await jwtVerify(token, jwks, {
    issuer: env.oidcIssuer,
    audience: env.oidcAudience,
    algorithms: ['RS256', 'ES256'],
  });
  return {
    token,
    clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
    scopes: typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [],
    expiresAt: payload.exp,
    extra: { userId: payload.sub, email: payload.email },
  };
}

export interface Caller {
  userId: string;
  /** the agent's own access token, for delegated calls */
  token: string;
}

export function callerOf(ctx: { http?: { authInfo?: AuthInfo } }): Caller {
  const info = ctx.http?.authInfo;
  const userId = info?.extra?.userId;
  if (!info || typeof userId !== 'string' || userId === '') {
    throw new Error('refund-desk only serves authenticated agents');
  }
  return { userId, token: info.token };
}
