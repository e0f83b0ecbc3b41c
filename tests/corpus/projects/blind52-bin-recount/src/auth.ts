import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { AuthInfo, ServerContext } from '@modelcontextprotocol/server';
import { env } from './env.js';

const jwks = createRemoteJWKSet(new URL(env.IDP_JWKS_URL));

export const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const { payload } = await jwtVerify(token, jwks, { issuer: env.IDP_ISSUER, audience: 'bin-recount' });
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? ''),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, site: payload.site },
    };
  },
};

export function callerId(ctx: ServerContext): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id.length === 0) throw new Error('no authenticated user on this request');
  return id;
}
