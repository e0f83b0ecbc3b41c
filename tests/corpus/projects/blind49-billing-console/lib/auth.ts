import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { AuthInfo } from '@modelcontextprotocol/server';
import { env } from '@/lib/env';

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', env.oidcIssuer));

export interface Caller {
  userId: string;
  orgId: string;
}

/** Verifies the OAuth access token the MCP client sends and maps it to the SDK's AuthInfo. */
export async function authenticate(req: Request): Promise<AuthInfo | null> {
  const header = req.headers.get('authorization');
  if (!header?.toLowerCase().startsWith('bearer ')) return null;
  const token = header.slice('bearer '.length).trim();

  try {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: env.oidcIssuer,
      audience: env.oidcAudience,
    });
    if (!payload.sub || typeof payload.org_id !== 'string') return null;
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? 'unknown-client'),
      scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
      expiresAt: payload.exp,
      extra: { userId: payload.sub, orgId: payload.org_id },
    };
  } catch {
    return null;
  }
}

type HandlerContext = { http?: { authInfo?: AuthInfo } };

export function callerOf(ctx: HandlerContext): Caller {
  const extra = ctx.http?.authInfo?.extra as Partial<Caller> | undefined;
  if (!extra?.userId || !extra.orgId) {
    throw new Error('billing tools need an authenticated user; is the route handler passing authInfo?');
  }
  return { userId: extra.userId, orgId: extra.orgId };
}
