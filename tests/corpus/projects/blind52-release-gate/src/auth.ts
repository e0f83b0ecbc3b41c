import { createHash } from 'node:crypto';
import { OAuthError, OAuthErrorCode } from '@modelcontextprotocol/server';
import type { AuthInfo, ServerContext } from '@modelcontextprotocol/server';

const INTROSPECTION_URL = process.env.IDP_INTROSPECTION_URL;
const INTROSPECTION_AUTH = process.env.IDP_INTROSPECTION_BASIC_AUTH;
if (!INTROSPECTION_URL || !INTROSPECTION_AUTH) {
  throw new Error('IDP_INTROSPECTION_URL and IDP_INTROSPECTION_BASIC_AUTH must be set');
}

interface Introspected {
  active: boolean;
  sub?: string;
  preferred_username?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
}

// Introspection answers are cached briefly, keyed by a digest of the token (never the token itself).
const cache = new Map<string, { info: AuthInfo; until: number }>();
const CACHE_MS = 30_000;

export const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const cacheKey = createHash('sha256').update(token).digest('base64url');
    const hit = cache.get(cacheKey);
    if (hit && hit.until > Date.now()) return hit.info;

    const res = await fetch(INTROSPECTION_URL, {
      method: 'POST',
      headers: { authorization: `Basic ${INTROSPECTION_AUTH}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    const body = (await res.json()) as Introspected;
    if (!res.ok || !body.active || !body.sub || !body.exp) {
      throw new OAuthError(OAuthErrorCode.InvalidToken, 'inactive or unknown token');
    }
    const info: AuthInfo = {
      token,
      clientId: body.client_id ?? '',
      scopes: (body.scope ?? '').split(' ').filter(Boolean),
      expiresAt: body.exp,
      extra: { userId: body.sub, login: body.preferred_username ?? body.sub },
    };
    cache.set(cacheKey, { info, until: Math.min(Date.now() + CACHE_MS, body.exp * 1000) });
    return info;
  },
};

export interface Caller {
  id: string;
  login: string;
}

export function callerOf(ctx: ServerContext): Caller {
  const extra = ctx.http?.authInfo?.extra;
  const id = extra?.userId;
  if (typeof id !== 'string' || id === '') throw new Error('release-gate only serves authenticated users');
  return { id, login: typeof extra?.login === 'string' ? extra.login : id };
}
