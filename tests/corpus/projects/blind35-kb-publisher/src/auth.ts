import type { AuthInfo } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { env } from './env.js';

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', env.KB_OIDC_ISSUER));

/** Handed to requireBearerAuth(): turns an editor's access token into the AuthInfo every tool sees. */
export const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: env.KB_OIDC_ISSUER,
      audience: env.KB_OIDC_AUDIENCE,
    });
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
      scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
      expiresAt: payload.exp,
      extra: { userId: payload.sub, email: payload.email },
    };
  },
};

export interface ToolContext {
  mcpReq: {
    method: string;
    inputResponses?: Record<string, unknown>;
    requestState<T = unknown>(): T | undefined;
  };
  http?: { authInfo?: AuthInfo };
}

/** The editor on whose behalf a tool runs. Every tool is served over HTTP behind bearer auth. */
export function principal(ctx: ToolContext): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('kb-publisher: this request carries no authenticated editor');
  }
  return userId;
}
