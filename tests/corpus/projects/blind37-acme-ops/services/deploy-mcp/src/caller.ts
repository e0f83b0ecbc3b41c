import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { AuthInfo } from '@modelcontextprotocol/server';

const issuer = process.env.ACME_IDP_ISSUER ?? 'https://id.acme.internal/';
const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', issuer));

export async function verifyAccessToken(token: string): Promise<AuthInfo> {
  const { payload } = await jwtVerify(token, jwks, { issuer, audience: 'acme-deploy' });
  return {
    token,
    clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
    scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
    expiresAt: payload.exp,
    extra: { userId: payload.sub, email: payload.email },
  };
}

type ToolContext = { http?: { authInfo?: AuthInfo } };

/** The IdP subject of whoever is calling; tools refuse to run without one. */
export function callerId(ctx: ToolContext): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id.length === 0) {
    throw new Error('This tool needs an authenticated user');
  }
  return id;
}
