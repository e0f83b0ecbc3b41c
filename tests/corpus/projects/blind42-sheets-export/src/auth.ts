import type { AuthInfo } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { env } from './env.js';

const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', env.oidcIssuer.endsWith('/') ? env.oidcIssuer : `${env.oidcIssuer}/`));

export async function verifyAccessToken(token: string): Promise<AuthInfo> {
  const { payload } = await jwtVerify(token, jwks, { issuer: env.oidcIssuer, audience: env.oidcAudience });
  if (typeof payload.sub !== 'string') throw new Error('token has no subject');
  return {
    token,
    clientId: String(payload.client_id ?? payload.azp ?? ''),
    scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
    expiresAt: payload.exp,
    extra: { userId: payload.sub },
  };
}

export function userIdOf(ctx: { http?: { authInfo?: AuthInfo } }): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) throw new Error('sheets-export needs an authenticated user');
  return userId;
}
