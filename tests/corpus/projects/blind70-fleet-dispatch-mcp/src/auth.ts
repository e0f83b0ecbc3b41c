// Bearer token verification against the company identity service.
// @ts-nocheck
import { child } from './log.js';

const log = child({ mod: 'auth' });

interface IntrospectionResponse {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
  aud?: string | string[];
  tenant?: string;
  roles?: string[];
}

export function createTokenVerifier({ identityUrl, audience, fetchImpl = fetch }) {
  const cache = new Map<string, { info: any; until: number }>();

  async function introspect(token: string): Promise<IntrospectionResponse> {
    const res = await fetchImpl(new URL('/oauth2/introspect', identityUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    });
    if (!res.ok) {
      log.warn({ status: res.status }, 'introspection failed');
      return { active: false };
    }
    return res.json();
  }

  return {
    async verifyAccessToken(token: string) {
      const hit = cache.get(token);
      if (hit && hit.until > Date.now()) return hit.info;

      const claims = await introspect(token);
      if (!claims.active || !claims.sub || !claims.exp) {
        throw new Error('inactive token');
      }
      const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (!audiences.includes(audience)) {
        throw new Error('token not issued for this server');
      }
      const info = {
        token,
        clientId: claims.client_id ?? 'unknown',
        scopes: (claims.scope ?? '').split(' ').filter(Boolean),
        expiresAt: claims.exp,
        extra: {
          userId: claims.sub,
          tenantId: claims.tenant ?? 'default',
          roles: claims.roles ?? [],
        },
      };
      cache.set(token, { info, until: Math.min(Date.now() + 60_000, claims.exp * 1000) });
      if (cache.size > 5_000) {
        const oldest = cache.keys().next().value;
        cache.delete(oldest);
      }
      return info;
    },
  };
}

export function hasRole(authInfo: any, role: string): boolean {
  const roles: string[] = authInfo?.extra?.roles ?? [];
  return roles.includes(role) || roles.includes('fleet-admin');
}
