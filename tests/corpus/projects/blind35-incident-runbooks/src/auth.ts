import type { AuthInfo } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { env } from './env.js';

const jwks = createRemoteJWKSet(new URL(`${env.OIDC_ISSUER}/protocol/openid-connect/certs`));

export const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const { payload } = await jwtVerify(token, jwks, { issuer: env.OIDC_ISSUER, audience: env.OIDC_AUDIENCE });
    // Only tokens our own MCP client registration obtained; a token minted for another app is refused.
    if (payload.azp !== env.OIDC_CLIENT_ID) throw new Error(`token was issued to ${String(payload.azp)}`);
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('token has no subject');
    return {
      token,
      clientId: String(payload.azp),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, email: payload.email },
    };
  },
};

export interface CallerContext {
  http?: { authInfo?: AuthInfo };
}

/** The on-call engineer behind the request; every route is behind bearer auth, so a missing one is a bug. */
export function callerId(ctx: CallerContext): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId === '') throw new Error('request has no authenticated user');
  return userId;
}

export function callerEmail(ctx: CallerContext): string | undefined {
  const email = ctx.http?.authInfo?.extra?.email;
  return typeof email === 'string' ? email : undefined;
}
