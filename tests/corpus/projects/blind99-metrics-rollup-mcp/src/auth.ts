// Access-token verification for the MCP endpoint (JWKS-signed JWTs) and the caller helper used by tools.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL(config.oauth.jwksUrl));

export async function verifyAccessToken(token: string) {
  const { payload } = await jwtVerify(token, jwks, { issuer: config.oauth.issuer, audience: config.oauth.audience });
  return {
    token,
    clientId: String(payload.azp ?? ''),
    scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
    expiresAt: payload.exp,
    extra: { userId: payload.sub, teams: Array.isArray(payload.teams) ? payload.teams : [] },
  };
}

export function callerId(ctx): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) throw new Error('request has no authenticated user');
  return userId;
}

export function callerScopes(ctx): string[] {
  return ctx.http?.authInfo?.scopes ?? [];
}
