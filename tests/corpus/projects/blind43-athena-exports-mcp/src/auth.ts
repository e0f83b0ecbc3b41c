import type { AuthInfo } from '@modelcontextprotocol/server';
import { CognitoJwtVerifier } from 'aws-jwt-verify';

const verifier = CognitoJwtVerifier.create({
  userPoolId: process.env.USER_POOL_ID!,
  clientId: process.env.USER_POOL_CLIENT_ID!,
  tokenUse: 'access',
});

/** Bearer token → the AuthInfo the MCP handler passes to tools (user id in extra). */
export async function authInfoFrom(authorization: string | undefined): Promise<AuthInfo | undefined> {
  const match = /^Bearer ([A-Za-z0-9._-]+)$/.exec(authorization ?? '');
  if (!match) return undefined;
  try {
    const claims = await verifier.verify(match[1]);
    return {
      token: match[1],
      clientId: claims.client_id,
      scopes: (claims.scope ?? '').split(' ').filter(Boolean),
      expiresAt: claims.exp,
      extra: { userId: claims.sub, username: claims.username },
    };
  } catch {
    return undefined;
  }
}
