import { requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';
import type { ToolCtx } from './tools/define.js';

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', config.authIssuer));

export const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: config.authIssuer,
      audience: config.authAudience,
    });
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, tenant: payload.tenant },
    };
  },
};

export const authenticate = requireBearerAuth({ verifier, requiredScopes: ['ledger:desk'] });

/** The signed-in user of this tool call. Every tool needs one; stdio is not supported. */
export function callerOf(ctx: ToolCtx): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('ledger-desk needs an authenticated user (no userId on the access token)');
  }
  return userId;
}
