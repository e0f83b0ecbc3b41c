import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { AuthInfo, ServerContext } from '@modelcontextprotocol/server';

const issuer = process.env.OIDC_ISSUER ?? 'https://id.shop.example';
const audience = process.env.MCP_AUDIENCE ?? 'https://mcp.shop.example/mcp';
const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', issuer));

/** Bearer verifier for requireBearerAuth: shopper tokens from our IdP. */
export async function verifyAccessToken(token: string): Promise<AuthInfo> {
  const { payload } = await jwtVerify(token, jwks, { issuer, audience });
  if (typeof payload.sub !== 'string') throw new Error('token has no subject');
  return {
    token,
    clientId: typeof payload.azp === 'string' ? payload.azp : 'unknown',
    scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
    expiresAt: payload.exp,
    extra: { userId: payload.sub },
  };
}

/** The shopper behind this call. Throws when the request is not authenticated. */
export function requireUser(ctx: ServerContext): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('checkout tools need a signed-in shopper');
  }
  return userId;
}

/** The shopper's own access token, for calls to the cart service on their behalf. Never stored. */
export function shopperToken(ctx: ServerContext): string {
  const token = ctx.http?.authInfo?.token;
  if (!token) throw new Error('checkout tools need a signed-in shopper');
  return token;
}
